// A corrupted or half-written session in local storage must land the member on the login,
// never on a crash or a blank page. Protected screens go to the login; the payment screens (not
// wrapped by the session check, SPEC §6) say that a login is needed and offer it.
import type { Page } from '@playwright/test';
import { test, expect, PERSONAS, PASSWORD, sessionOf } from './fixtures';
import { SESSION_KEY, encode3 } from '../src/session/stored-form';

const LOGIN_TITLE = 'Bienvenido a tu Club';
const CRASH_TITLE = 'Ocurrió un problema al mostrar esta página';

/** A real user and token, as the SPA would have stored them after logging in. */
const realSession = (page: Page) => sessionOf(page.request, PERSONAS.juanCarlos);

const stored = (parts: { informations?: string; token?: string; status?: string }) => JSON.stringify(parts);

async function corruptSession(page: Page, value: string) {
  await page.goto('/login');
  await page.evaluate(([key, v]) => localStorage.setItem(key!, v!), [SESSION_KEY, value]);
}

/** Fails the test on any uncaught error the page reports. */
function noCrashes(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectLogin(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
}

test.describe('a corrupted session in local storage', () => {
  const cases: [string, (s: Awaited<ReturnType<typeof realSession>>) => string][] = [
    ['text that is not JSON', () => 'esto no es una sesión'],
    [
      'JSON cut off mid-write',
      ({ user, token }) =>
        stored({ informations: encode3(JSON.stringify(user)), token: encode3(token) }).slice(0, 60),
    ],
    ['values that are not base64', () => stored({ informations: '@@@', token: '%%%', status: '!!!' })],
    ['a user and no token', ({ user }) => stored({ informations: encode3(JSON.stringify(user)) })],
    ['a token and no user', ({ token }) => stored({ token: encode3(token), status: encode3('0') })],
    [
      'a user missing the fields screens use',
      ({ token }) =>
        stored({ informations: encode3('{"rut":"156782343","activo":1}'), token: encode3(token) }),
    ],
  ];

  for (const [name, build] of cases) {
    test(`when it holds ${name}, the member screens send to the login and the dues screen asks to log in`, async ({
      page,
    }) => {
      const errors = noCrashes(page);
      await corruptSession(page, build(await realSession(page)));
      for (const path of ['/dashboard', '/my-profile']) {
        await page.goto(path);
        await expectLogin(page);
      }
      await page.goto('/pago/cuota?type_cuota=normal');
      await expect(page.getByRole('heading', { level: 1, name: 'Pagar cuotas' })).toBeVisible();
      await expect(page.getByText('Inicia sesión para continuar')).toBeVisible();
      await page.getByRole('button', { name: 'Ir al inicio de sesión' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fpago%2Fcuota/);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
      await expect(page.getByText(CRASH_TITLE)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('when the stored token is forged or expired, the first answer (401) clears it and shows the login', async ({
    page,
  }) => {
    const errors = noCrashes(page);
    const { user } = await realSession(page);
    const forged = stored({
      informations: encode3(JSON.stringify(user)),
      token: encode3('caducado'),
      status: encode3('0'),
    });
    for (const path of ['/dashboard', '/my-profile', '/pago/cuota?type_cuota=normal']) {
      await corruptSession(page, forged);
      await page.goto(path);
      // The API refused the token: the login says the session ended and keeps where the member was.
      await expect(page).toHaveURL(/\/login\?sesion=terminada&redirect=/);
      await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_TITLE })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('when the garbage is still there, logging in replaces it and the dashboard opens', async ({
    page,
  }) => {
    await corruptSession(page, '{"informations":"Wm1G');
    await page.goto('/dashboard');
    await expectLogin(page);
    await page.getByLabel('RUT').fill(PERSONAS.juanCarlos);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  });
});
