// A member screen opened from a link (an e-mail's "Paga tu cuota", the first visit after a
// release) is served its frame, pre-rendered (its route module's HydrateFallback): the member's
// shell, the screen's title and its placeholders, drawn before any script is asked for. The frame
// carries nobody's data, takes no input (it is inert: what would be typed there is replaced), and
// gives way to the screen once its code has run.
import { test, expect, openSignedIn, PERSONAS, paintAndFirstScript } from './fixtures';

const HISTORY = '/account/payments/history?menu=payments-history';

test('the frame a member screen is served holds its layout, no one’s data, and takes no input', async ({
  request,
}) => {
  const html = await (await request.get(HISTORY)).text();
  expect(html).toMatch(/<div class="screen-frame" inert(="")?>/);
  expect(html).toContain('Historial de pagos');
  expect(html).toContain('Cerrar Sesión');
  // The build has no member: nobody's data can reach a frame.
  for (const text of ['María José', '12.345.678', 'maria@example.cl']) expect(html).not.toContain(text);
});

test('no page served before the app runs tells a member who has a session to log in', async ({ request }) => {
  // The final page the provider sends a member back to, just after paying, above all.
  for (const url of ['/payments/final?id_compra=101', '/my-profile', '/credencial', '/pago/cuota']) {
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
