// A demo over the LAN: the fake API started with MOCK_HOST=0.0.0.0 (what `npm run demo -- --host`
// sets), opened as http://127.0.0.2:PORT — another loopback address standing in for a phone on the
// LAN, so no traffic leaves this computer. Plain http works (no upgrade to https), and the console
// asks for the staff key first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeyMockEnv, startMock, type RunningMock } from '../../scripts/mock-process';
import { freePort } from '../../test-support';
import { test as base, expect, PASSWORD, PERSONAS, resetMock } from './fixtures';
import { E2E_NOW } from './playwright.config';

const KEY = 'clave-de-prueba-17';
const WEB_DIST = process.env.MOCK_WEB_DIST || fileURLToPath(new URL('../dist', import.meta.url));

const test = base.extend<object, { lanUrl: string }>({
  lanUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-e2e-lan-'));
      const port = await freePort();
      const url = `http://127.0.0.2:${port}`;
      let mock: RunningMock | undefined;
      try {
        mock = await startMock({
          webDist: WEB_DIST,
          port,
          env: {
            ...journeyMockEnv(E2E_NOW, uploads),
            MOCK_HOST: '0.0.0.0',
            WEB_URL: url,
            MOCK_CONTROL_KEY: KEY,
          },
        });
        await provide(url);
      } finally {
        await mock?.stop();
        fs.rmSync(uploads, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ lanUrl }, provide) => provide(lanUrl),
  // The reset before each test needs the staff key on this server (the page itself has none).
  freshMock: async ({ playwright, lanUrl }, provide) => {
    const staff = await playwright.request.newContext({
      baseURL: lanUrl,
      extraHTTPHeaders: { 'X-Mock-Key': KEY },
    });
    await resetMock(staff);
    await staff.dispose();
    await provide();
  },
});

test('opened from another address over plain http, the portal works and the console asks for the staff key', async ({
  page,
  lanUrl,
}) => {
  const insecure: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(lanUrl)) insecure.push(r.url());
  });
  await page.goto('/login');
  await page.getByLabel('RUT').fill(PERSONAS.juanCarlos);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeVisible();
  expect(insecure).toEqual([]);

  await page.getByRole('link', { name: 'DEMO · hoy 21 nov 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clave del personal' })).toBeVisible();
  await page.getByLabel('Clave del personal').fill('otra');
  await page.getByRole('button', { name: 'Entrar a la consola' }).click();
  await expect(page.getByRole('alert')).toContainText('Clave incorrecta');
  await page.getByLabel('Clave del personal').fill(KEY);
  await page.getByRole('button', { name: 'Entrar a la consola' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consola de demostración' })).toBeVisible();
  await page.getByRole('button', { name: '+1 día' }).click();
  await expect(page.locator('#aviso')).toContainText('Reloj: domingo, 22 de noviembre de 2026');
});
