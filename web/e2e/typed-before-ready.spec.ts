// A pre-rendered form paints before the app's JavaScript has arrived and run (scripts/build-web.ts,
// docs/decisions/pre-rendering.md). What a member types or presses in that time is not lost: the
// keys stay in the fields and reach the form once the app is ready, and a press of the form's
// button is taken then (the button says it is getting ready meanwhile). A validation message that
// appears while the button is pressed does not move it from under the finger.
import { test, expect, holdScripts, PASSWORD, PERSONAS } from './fixtures';
import type { Page } from '@playwright/test';

const INVALID_FORM = 'Existen campos que no cumplen con las validaciones';
const BAD_EMAIL = 'Por favor, introduce una dirección de correo electrónico válida.';
const REQUIRED = 'Este campo es obligatorio.';

/**
 * Opens `url` with the app's own start (entry.client, which the boot script requests once the
 * page has painted) held back until `release()`: the page is its pre-rendered markup alone.
 */
async function openWithAppHeld(page: Page, url: string) {
  const release = await holdScripts(page, /\/assets\/entry\.client-[^/]*\.js$/);
  await page.goto(url);
  return release;
}

/**
 * The app has taken the page over: the router's scroll restoration takes the page's scrolling as
 * its first commit's effects run (the pre-rendered form looks the same before and after).
 */
const appRunning = (page: Page) =>
  expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');

/** A phone's slow CPU (6×) and slow 4G (150 ms, ~1.6 Mbps each way), for this page's life. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** Taps `field` (no wait for the app: a finger does not wait) and types `text` into it. */
async function tapAndType(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.keyboard.type(text);
}

/** Presses the button named `name` at once, as a finger would, whatever the app's state. */
const pressAtOnce = (page: Page, name: string) => page.getByRole('button', { name }).click({ force: true });

test.describe('typed and pressed before the app is ready', () => {
  test('the login: the RUT and password typed and Ingresar pressed before the app ran log the member in', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/login');
    await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
    await tapAndType(page, 'Contraseña', PASSWORD);
    await pressAtOnce(page, 'Ingresar');
    // The press is taken, and the button says the form is getting ready.
    await expect(page.getByRole('button', { name: 'Preparando…' })).toBeVisible();
    await expect(page.getByLabel('RUT')).toHaveValue(PERSONAS.juanCarlos);
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the login: pressed before even the boot script has arrived, the form is never sent by the browser', async ({
    page,
  }) => {
    // Sent by the browser, the form would go to the address bar, the password in it.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('?')) sent.push(request.url());
    });
    const release = await holdScripts(page, /\/assets\/boot-[^/]*\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    const typing = (async () => {
      await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
      await tapAndType(page, 'Contraseña', PASSWORD);
      await pressAtOnce(page, 'Ingresar');
    })();
    await page.waitForTimeout(1_000);
    release();
    await typing;
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(sent).toEqual([]);
  });

  test('the login: a refused login typed before the app ran keeps what was typed and says why', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/login');
    await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
    await tapAndType(page, 'Contraseña', 'otra-clave');
    // Enter in the password field: the form's own button is pressed.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Preparando…' })).toBeVisible();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'RUT o contraseña incorrectos.' })).toBeVisible();
    await expect(page.getByLabel('RUT')).toHaveValue(PERSONAS.juanCarlos);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('otra-clave');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  test('the password recovery: the RUT typed and the button pressed before the app ran send the link', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/password/recover-password');
    await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
    await pressAtOnce(page, 'Enviar email de recuperación');
    release();
    await expect(
      page.locator('.l-toast').getByRole('status').filter({ hasText: 'te enviamos un correo con el enlace' }),
    ).toBeVisible();
    await expect(page.getByLabel('RUT')).toHaveValue(PERSONAS.juanCarlos);
  });

  test('the login after the e-mail check (?status=true, drawn afresh): what was typed and pressed logs the member in', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/login?status=true');
    await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
    await tapAndType(page, 'Contraseña', PASSWORD);
    await pressAtOnce(page, 'Ingresar');
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the password reset: the new password typed and the button pressed before the app ran reach the API', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/password/reset-password?token=enlace-que-no-existe');
    await tapAndType(page, 'Nueva contraseña', 'clave-nueva-2026');
    await pressAtOnce(page, 'Cambiar contraseña');
    release();
    // The press was taken: the API answered that the link is not valid, and the screen offers a new one.
    await expect(page.getByRole('link', { name: 'Pedir un nuevo enlace' })).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('clave-nueva-2026');
  });

  test('the sign-up: a bad e-mail typed and Registrarme pressed before the app ran: the first press checks the form', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/register');
    await tapAndType(page, 'Correo electrónico', 'juan@correo');
    await pressAtOnce(page, 'Registrarme');
    await expect(page.getByRole('button', { name: 'Preparando…' })).toBeVisible();
    release();
    await expectFormChecked(page);
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('juan@correo');
  });

  test('the sign-up: scrolled down before the app ran, it stays where the member scrolled it', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/register');
    await page.getByRole('button', { name: 'Registrarme' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await appRunning(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("the sign-up: the e-mail's error appearing while Registrarme is held down does not move it", async ({
    page,
  }) => {
    await page.goto('/register');
    await appRunning(page);
    const button = page.getByRole('button', { name: 'Registrarme' });
    const email = page.getByLabel('Correo electrónico', { exact: true });
    await email.fill('juan@correo');
    await button.hover();
    const before = await button.boundingBox();
    await page.mouse.down();
    // The field lost the focus to the button and was checked before the pointer lifts.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await button.boundingBox()).toEqual(before);
    await page.mouse.up();
    await expectFormChecked(page);
  });
});

test.describe('on a slow phone, typing the instant the form paints', () => {
  test('the login: typed and Ingresar pressed at once, the member reaches the dashboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await slowPhone(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await tapAndType(page, 'RUT', PERSONAS.juanCarlos);
    await tapAndType(page, 'Contraseña', PASSWORD);
    await pressAtOnce(page, 'Ingresar');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  });

  test('the sign-up: a bad e-mail typed and Registrarme pressed at once, the first press checks the form', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await slowPhone(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await tapAndType(page, 'Correo electrónico', 'juan@correo');
    await pressAtOnce(page, 'Registrarme');
    await expectFormChecked(page, 60_000);
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('juan@correo');
  });
});

/**
 * The sign-up's button was pressed once and the press was taken: the form was checked as a whole
 * (the toast, and the message of a field never touched), not only the e-mail the member left.
 */
async function expectFormChecked(page: Page, timeout?: number) {
  await expect(page.locator('.l-toast').getByRole('alert').filter({ hasText: INVALID_FORM })).toBeVisible({
    timeout,
  });
  await expect(page.locator('#field-rut-error')).toHaveText(REQUIRED);
  await expect(page.locator('#field-email-error')).toHaveText(BAD_EMAIL);
}
