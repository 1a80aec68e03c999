// A member screen opened from a link (an e-mail's "Paga tu cuota", the first visit after a
// release) is served its frame, pre-rendered (its route module's HydrateFallback, or a payment
// screen itself as it first draws): the member's shell, the screen's title and its placeholders,
// drawn before any script is asked for. The frame carries nobody's data, takes no input (it is
// inert), and gives way to the screen once its code has run (a payment screen is hydrated in place).
import {
  test,
  expect,
  openSignedIn,
  PERSONAS,
  paintAndFirstScript,
  signInThroughApi,
  appHasTakenOver,
  holdScripts,
} from './fixtures';
import { choose } from './payments-helpers';

/** Every script but the boot script's. */
const EVERY_SCRIPT_BUT_THE_BOOT = /\/assets\/(?!boot-)[^/]*\.js$/;

const HISTORY = '/account/payments/history?menu=payments-history';

test('the frame a member screen is served holds its layout, no one’s data, and takes no input', async ({
  request,
}) => {
  const html = await (await request.get(HISTORY)).text();
  expect(html).toMatch(/<div class="screen-frame" inert(="")? aria-busy="true">/);
  expect(html).toContain('Historial de pagos');
  expect(html).toContain('Cerrar Sesión');
  // The build has no member: nobody's data can reach a frame.
  for (const text of ['María José', '12.345.678', 'maria@example.cl']) expect(html).not.toContain(text);
});

test('the automatic payment’s frame already says what the setting does, in the cards it fills', async ({
  request,
}) => {
  const html = await (await request.get('/pagos/automaticos?menu=pagos-automaticos')).text();
  for (const text of [
    'Configuración',
    'Con el pago automático cobramos tus cuotas a tu tarjeta inscrita',
    'Tarjeta inscrita',
    'Estado del pago automático',
  ])
    expect(html).toContain(text);
});

test('no page served before the app runs tells a member who has a session to log in', async ({ request }) => {
  // The final page the provider sends a member back to, just after paying, above all.
  for (const url of [
    '/payments/final?id_compra=101',
    '/comprobante/101',
    '/my-profile',
    '/credencial',
    '/pago/cuota',
  ]) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toContain('Inicia sesión para continuar');
  }
});

test('opened from a link, the history paints its frame, then shows the payments and takes input', async ({
  page,
}) => {
  // Its title is its largest paint: its scripts are asked for after it (a frame's default,
  // scripts/build-web.ts), and its reads are on their way meanwhile.
  await openSignedIn(page, PERSONAS.mariaJose, HISTORY);
  const timing = await paintAndFirstScript(page);
  expect(timing.paint).toBeLessThan(Infinity);
  expect(timing.firstScript).toBeGreaterThan(timing.paint);

  await expect(page.locator('tr.history-row, .history-card').first()).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The screen is the app's now: the menu navigates without a page load.
  await page.getByRole('link', { name: 'Mi Credencial' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mi Credencial' })).toBeVisible();
});

test('a payment screen is its own frame: inert before the app, then the same elements, live, with what the return says', async ({
  page,
}) => {
  await signInThroughApi(page, PERSONAS.mariaJose);
  // Every script but the boot script's: the page is its pre-rendered markup alone.
  const release = await holdScripts(page, EVERY_SCRIPT_BUT_THE_BOOT);
  await page.goto('/pago/extraordinaria?pago=anulado');
  const intro = page.locator('main p', { hasText: 'La cuota extraordinaria es un aporte voluntario' });
  await expect(intro).toBeVisible();
  await expect(page.locator('.screen-frame[inert]')).toHaveCount(1);
  // Marked before the app runs: drawn again, the paragraph would lose its mark.
  await intro.evaluate((p) => p.setAttribute('data-drawn-before-the-app', ''));
  release();
  await appHasTakenOver(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Pago anulado: no se hizo ningún cargo.' }),
  ).toBeVisible();
  await expect(page.locator('main p[data-drawn-before-the-app]')).toHaveCount(1);
  // Live: the count picked reaches the screen's state, and Pagar is ready.
  await choose(page, 'Cantidad de cuotas', '2 cuotas');
  await expect(page.getByRole('button', { name: /^Pagar/ })).toBeEnabled();
});

test("the profile's frame keeps the photo's place before the app has run, then shows the screen's own photo", async ({
  page,
}) => {
  await signInThroughApi(page, PERSONAS.mariaJose);
  const release = await holdScripts(page, EVERY_SCRIPT_BUT_THE_BOOT);
  // Not waiting for its load: the profile asks for its scripts at once, and they are held.
  await page.goto('/my-profile', { waitUntil: 'commit' });
  const disc = page.locator('.screen-frame[inert] .member-photo');
  await expect(disc).toBeVisible();
  const { width } = (await disc.boundingBox())!;
  release();
  await appHasTakenOver(page);
  const photo = page.getByRole('img', { name: 'María José Pérez Soto (sin foto)' });
  await expect(photo).toHaveText('MP');
  expect((await photo.boundingBox())!.width).toBe(width);
});

test('every receipt is served the one pre-rendered receipt, which then shows the purchase its path names', async ({
  page,
  request,
}) => {
  for (const id of ['101', '7']) {
    const html = await (await request.get(`/comprobante/${id}`)).text();
    expect(html).toMatch(/<div class="screen-frame" inert(="")?>/);
    expect(html).toContain('Comprobante de pago');
  }
  await openSignedIn(page, PERSONAS.mariaJose, '/comprobante/101');
  await expect(page.getByText('Nº de compra 101')).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
});
