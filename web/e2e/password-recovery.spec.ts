import { test, expect, outbox, loginAs, PERSONAS } from './fixtures';
import { E2E_NOW } from './playwright.config';
import type { Page, APIRequestContext } from '@playwright/test';

// The same answer for every RUT: the screen does not tell who is a member.
const LINK_SENT =
  'Si el RUT corresponde a un socio, te enviamos un correo con el enlace para recuperar tu contraseña.';

async function askForLink(page: Page, request: APIRequestContext, rut: string) {
  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('RUT').fill(rut);
  await page.getByRole('button', { name: 'Enviar email de recuperación' }).click();
  // Once, as SPEC §8's toast, gone after its 5 s.
  const toast = page
    .locator('.l-toast')
    .getByRole('status')
    .filter({ hasText: 'te enviamos un correo con el enlace' });
  await expect(toast).toBeVisible();
  await expect(page.getByText(LINK_SENT)).toHaveCount(1);
  await expect(toast).toBeHidden({ timeout: 8000 });
  const mail = (await outbox(request)).find((m) => m.subject === 'Recupera tu contraseña');
  const href = mail?.links[0]?.href;
  expect(href).toMatch(/\/password\/reset-password\?token=/);
  return href!;
}

test.describe('password recovery', () => {
  test('a member recovers the password through the e-mailed link and logs in with the new one', async ({
    page,
    request,
  }) => {
    const link = await askForLink(page, request, PERSONAS.juanCarlos);
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('otra-clave-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Tu contraseña fue actualizada. Ya puedes ingresar.')).toHaveCount(1);
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, PERSONAS.juanCarlos, 'socio1234');
    await expect(page.getByRole('alert').filter({ hasText: 'RUT o contraseña incorrectos.' })).toBeVisible();
    await loginAs(page, PERSONAS.juanCarlos, 'otra-clave-2026');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an expired link (61 minutes later) shows the token error', async ({ page, request }) => {
    const link = await askForLink(page, request, PERSONAS.mariaJose);
    const later = new Date(new Date(E2E_NOW).getTime() + 61 * 60_000).toISOString();
    expect((await request.post('/__mock/clock', { data: { now: later } })).ok()).toBe(true);
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('otra-clave-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    // One message: the alert that stays, with the way to ask for another link (no toast too).
    const stays = page.getByRole('alert').filter({ hasText: 'Pedir un nuevo enlace' });
    await expect(stays).toContainText('El enlace de recuperación no es válido o expiró.');
    await expect(page.getByText('El enlace de recuperación no es válido o expiró.')).toHaveCount(1);
    await stays.getByRole('link', { name: 'Pedir un nuevo enlace' }).click();
    await expect(page).toHaveURL(/\/password\/recover-password$/);
  });

  test('the recover screen refuses an empty or malformed RUT, and answers an unknown one as any other', async ({
    page,
    request,
  }) => {
    const before = (await outbox(request)).length;
    await page.goto('/password/recover-password');
    await page.getByRole('button', { name: 'Enviar email de recuperación' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(page.getByText('Existen campos que no cumplen con las validaciones')).toBeVisible();
    await page.getByLabel('RUT').fill('12-3');
    await expect(page.getByText('Rut no válido')).toBeVisible();
    await page.getByLabel('RUT').fill('111111111');
    await page.getByRole('button', { name: 'Enviar email de recuperación' }).click();
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();
    expect(await outbox(request)).toHaveLength(before);
  });
});
