// Shared helpers for the journeys: every Playwright worker has its own fake API (own port, store
// and clock, serving the built SPA), so workers never see each other's state; every test starts
// from freshly seeded fixtures on the pinned clock, and can log in as a persona or read the outbox.
// Every spec imports `test` from here, so `baseURL` (page and request) is always its worker's API.
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeyMockEnv, startMock, type MockOptions } from '../../scripts/mock-process';
import { E2E_NOW } from './playwright.config';
import { PASSWORD, PERSONAS, type OutboxMail } from '../../test-support';

export { PASSWORD, PERSONAS };

export type { OutboxMail };

export async function resetMock(request: APIRequestContext) {
  // Clock first: the personas' "3 dues pending" are resolved against the clock at reset time.
  expect((await request.post('/__mock/clock', { data: { now: E2E_NOW } })).ok()).toBe(true);
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
}

/**
 * How long an approved payment stays in confirmation for this test (-1: until confirmed by hand);
 * the next test's reset restores the workers' 1.5 s. A setting, not a server of its own, so every
 * spec shares its worker's fake API (a worker fixture of a file's own made Playwright restart workers).
 */
export async function setConfirmDelay(request: APIRequestContext, confirmDelayMs: number) {
  expect((await request.post('/__mock/faults', { data: { confirmDelayMs } })).ok()).toBe(true);
}

/** Newest first, as the control room lists them. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const res = await request.get('/__mock/outbox', { headers: { Accept: 'application/json' } });
  return (await res.json()) as OutboxMail[];
}

export async function loginAs(page: Page, rut: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Logs a persona in, waits for the dashboard the login leads to, then opens `path`. */
export async function openAs(page: Page, rut: string, path: string) {
  await loginAs(page, rut);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
}

/**
 * When the page's first contentful paint came, and when it asked for its first script (the boot
 * script aside): a pre-rendered page (the login, a member screen's frame) must paint first.
 */
export async function paintAndFirstScript(page: Page): Promise<{ paint: number; firstScript: number }> {
  return page.evaluate(async () => {
    const scripts = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/(?!boot-).*\.js$/.test(e.name))
        .map((e) => e.startTime);
    // The entry arrives after the paint: wait for the first script request to be recorded.
    for (let i = 0; i < 100 && scripts().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...scripts()),
    };
  });
}

/** The built SPA scripts/e2e.ts made for this run (else web/dist, from `npm run build`). */
const WEB_DIST = process.env.MOCK_WEB_DIST || fileURLToPath(new URL('../dist', import.meta.url));

/** A fake API serving the built SPA, with the e2e settings plus `env`; stopped and its uploads removed at teardown. */
async function withMock(env: Record<string, string>, provide: (url: string) => Promise<void>) {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-e2e-uploads-'));
  const options: MockOptions = { webDist: WEB_DIST, env: { ...journeyMockEnv(E2E_NOW, uploads), ...env } };
  const mock = await startMock(options);
  try {
    await provide(mock.url);
  } finally {
    await mock.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
}

export const test = base.extend<{ freshMock: void }, { mockUrl: string }>({
  mockUrl: [
    // Playwright requires the destructuring pattern even when no other fixture is needed.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => withMock({}, provide),
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ mockUrl }, provide) => provide(mockUrl),
  // A journey fails on any uncaught error or unhandled rejection in its pages (popups included),
  // even when the screen looks right: a member's browser would have hit it too.
  context: async ({ context }, provide) => {
    const errors: string[] = [];
    context.on('weberror', (webError) => errors.push(webError.error().stack ?? String(webError.error())));
    await provide(context);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  freshMock: [
    async ({ request }, use) => {
      await resetMock(request);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
