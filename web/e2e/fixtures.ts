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
import {
  endpointPaths,
  endpoints,
  movePath,
  parseBody,
  parsePathMoves,
  type SessionUser,
} from '../src/api/contract';
import { encodeSession } from '../src/session/storage';
import { SESSION_KEY } from '../src/session/stored-form';
import { legacyAuthCookie } from '../src/session/session';

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

/** Logs in through the login form, as a member does; for the journeys about the login and what follows it. */
// A real 1×1 PNG, so the browser can draw the uploaded photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** On the profile screen, the member uploads a new photo, and it is saved. */
export async function saveNewPhoto(page: Page) {
  await page.getByRole('button', { name: 'Actualizar fotografía' }).click();
  await page.getByLabel('Elegir foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(page.getByText('Se subió correctamente su foto de perfil.')).toBeVisible();
}

export async function loginAs(page: Page, rut: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * The paths this run's build asks the API at: npm test runs unshown-paths.spec.ts a second time on a
 * build whose VITE_API_PATHS moves some (the fake API reads the same setting).
 */
export const API_PATH_MOVES = parsePathMoves(process.env.VITE_API_PATHS, endpointPaths());
/** Where the build asks the API for a path of the portal's (the e2e build keeps the base `/api/`). */
const apiPath = (path: string) => `/api/${movePath(API_PATH_MOVES, path)}`;

/**
 * What the login form gets before it stores the session (features/auth/pages/login-page.tsx): the
 * login's token, then the user read with it, both read through the contract as the SPA reads them.
 */
export async function sessionOf(
  request: APIRequestContext,
  rut: string,
  password = PASSWORD,
): Promise<{ token: string; user: SessionUser }> {
  const loginRes = await request.post(apiPath(endpoints.login.path), { data: { rut, password } });
  const login = parseBody(endpoints.login.response, await loginRes.json());
  if (!login?.flag || !login.token) throw new Error(`the login of ${rut} was refused: ${login?.msg}`);
  const userRes = await request.get(apiPath(endpoints.user.path), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${login.token}` },
  });
  const user = parseBody(endpoints.user.response, await userRes.json())?.data;
  if (!user) throw new Error(`the user of ${rut} could not be read (${userRes.status()})`);
  return { token: login.token, user };
}

/**
 * Leaves the browser as the login form does once it has logged a persona in (session/session.ts
 * startSession: the stored session and the legacy site's cookie), without the form or the dashboard
 * the form leads to: a login and the dashboard's reads saved on every journey about another screen.
 * The storage is written from a cheap page of the same origin (the icon), so nothing stays behind to
 * write it again: a journey that logs out stays logged out.
 */
export async function signInThroughApi(page: Page, rut: string) {
  const { token, user } = await sessionOf(page.request, rut);
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([key, value, cookie]) => {
      localStorage.setItem(key!, value!);
      document.cookie = cookie!;
    },
    [SESSION_KEY, encodeSession({ informations: user, token, status: 0 }), legacyAuthCookie(user)],
  );
}

/**
 * Opens `path` as a persona already signed in (signInThroughApi), as from a bookmark or a link: for
 * the journeys about that screen. The journeys about the login and the dashboard it leads to use loginAs.
 */
export async function openSignedIn(page: Page, rut: string, path: string) {
  await signInThroughApi(page, rut);
  await page.goto(path);
  await appHasTakenOver(page);
}

/**
 * Holds every request for a script whose path matches `scripts` until the returned `release()`:
 * the page is, meanwhile, what arrived without them (its pre-rendered markup, the boot script).
 */
export async function holdScripts(page: Page, scripts: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A member screen opened cold paints its frame before any script, inert until the app has run its
 * reads' start and drawn the screen (components/screen-frame.tsx): a press on it does nothing. Journeys about what the
 * screen does wait for the app; those about the frame itself (member-frames.spec.ts) do not.
 */
export async function appHasTakenOver(page: Page) {
  // A frame is replaced by its screen; a screen that is its own frame is no longer inert.
  await expect(page.locator('.screen-frame[inert]')).toHaveCount(0);
}

/** The dashboard painted before its layout's reads answered: the mark the dashboard's clientLoader leaves. */
export const waitedOut = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('dashboard-layout-wait-expired').length > 0);

/**
 * When the page's first contentful paint came, and when it asked for its first script of the app's
 * code: a pre-rendered page that is its content (the login) must paint first.
 */
export async function paintAndFirstScript(page: Page): Promise<{ paint: number; firstScript: number }> {
  return page.evaluate(async () => {
    const scripts = () =>
      performance
        .getEntriesByType('resource')
        // Not the boot script, which holds a press until the app is ready; React Router's page
        // data (assets/inline-*, scripts/build-web.ts) comes with the app's code.
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
