// The demo console (/__mock) as club staff use it: every lever is a button, and each one says on
// the page what changed. Here the fake API confirms payments only by hand (delay -1, set per
// test), so a payment waits in confirmation for the console's 'Confirmar'.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, PERSONAS, openSignedIn, setConfirmDelay } from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';

test.beforeEach(({ request }) => setConfirmDelay(request, -1));

const notice = (page: Page) => page.locator('#aviso');

async function openConsole(page: Page) {
  await page.goto('/__mock');
  await expect(page.getByRole('heading', { level: 1, name: 'Consola de demostración' })).toBeVisible();
}

/** Juan Carlos starts paying one dues by Webpay and stops on the fake provider's page. */
async function startDuesPayment(page: Page) {
  await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota?type_cuota=normal');
  await choose(page, 'Cantidad de cuotas', '1 cuota');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
}

test.describe('demo console', () => {
  test('at 390 px it shows the clock, the personas and every action, with no serious accessibility issue', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openConsole(page);
    await expect(page.getByTestId('hoy')).toHaveText('sábado, 21 de noviembre de 2026, 12:00');
    for (const name of [
      '+1 día',
      '+1 mes',
      'Cambiar fecha',
      'Volver al inicio de la demo',
      'Volver a la hora real',
      'Ejecutar cobro automático',
    ])
      await expect(page.getByRole('button', { name })).toBeVisible();
    // A jump list at the top: the payments in progress are one tap away, not some 3,000 px down.
    const jumps = page.getByRole('navigation', { name: 'Secciones de la consola' });
    await expect(jumps).toBeInViewport();
    await jumps.getByRole('link', { name: 'Pagos en curso' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pagos en curso' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Entrar como María José Pérez Soto' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Correos' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo hacer una demo' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test("at 1280 px 'Avisos de cobro' says who is told of the next charge and when, and sends it now", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openConsole(page);
    const section = page.getByRole('region', { name: 'Avisos de cobro' });
    await expect(section).toContainText('María José Pérez Soto');
    await expect(section).toContainText('se envía solo el 28 de noviembre de 2026');
    await page.getByRole('button', { name: 'Enviar avisos ahora' }).click();
    await expect(notice(page)).toContainText('Avisos de cobro: 1 enviado(s)');
    await expect(page.getByRole('region', { name: 'Avisos de cobro' })).toContainText('enviado');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test("'+1 día', '+1 mes', a date, 'Volver al inicio de la demo' and 'Volver a la hora real' move the clock and say so", async ({
    page,
  }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '+1 día' }).click();
    await expect(notice(page)).toContainText('Reloj: domingo, 22 de noviembre de 2026, 12:00');
    await expect(page.getByTestId('hoy')).toContainText('22 de noviembre de 2026');
    await page.getByRole('button', { name: '+1 mes' }).click();
    await expect(notice(page)).toContainText('Reloj: martes, 22 de diciembre de 2026');
    await page.getByLabel('Fecha').fill('2027-03-05');
    await page.getByRole('button', { name: 'Cambiar fecha' }).click();
    await expect(notice(page)).toContainText('Reloj: viernes, 5 de marzo de 2027, 12:00');
    await page.getByRole('button', { name: 'Volver al inicio de la demo' }).click();
    await expect(notice(page)).toContainText('De vuelta al inicio de la demo.');
    await expect(page.getByTestId('hoy')).toHaveText('sábado, 21 de noviembre de 2026, 12:00');
    await page.getByRole('button', { name: 'Volver a la hora real' }).click();
    await expect(notice(page)).toContainText('Sigue la hora real.');
    await expect(page.getByTestId('hoy')).not.toContainText('2027');
  });

  test("'Restablecer datos' after a clock move returns the demo's start date", async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: '+1 mes' }).click();
    await expect(page.getByTestId('hoy')).toContainText('21 de diciembre de 2026');
    await page.getByText('Restablecer datos…').click();
    await page.getByRole('button', { name: 'Sí, restablecer datos' }).click();
    await expect(notice(page)).toContainText(
      'Reloj al inicio de la demo: sábado, 21 de noviembre de 2026, 12:00.',
    );
    await expect(page.getByTestId('hoy')).toHaveText('sábado, 21 de noviembre de 2026, 12:00');
  });

  test("a clock move reaches a member's open tab when staff come back to it", async ({ page, context }) => {
    // The member's tab: its clock may be moved on, past SWR's 5 s between re-reads on focus.
    await page.clock.install();
    await openSignedIn(page, PERSONAS.juanCarlos, '/dashboard');
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'DEMO · hoy 21 nov 2026' })).toBeVisible();

    const staff = await context.newPage();
    await openConsole(staff);
    await staff.getByRole('button', { name: '+1 mes' }).click();
    await expect(notice(staff)).toContainText('Reloj: lunes, 21 de diciembre de 2026');

    await page.bringToFront();
    await page.clock.fastForward('00:06');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('link', { name: 'DEMO · hoy 21 dic 2026' })).toBeVisible();
    // A month on, one more due: the dashboard says so without a reload.
    await expect(page.getByText('4 cuotas pendientes')).toBeVisible();
  });

  test("'Ejecutar cobro automático' on the 1st charges María José's saved card and lists who was not charged and why", async ({
    page,
  }) => {
    await openConsole(page);
    await page.getByLabel('Fecha').fill('2026-12-01');
    await page.getByRole('button', { name: 'Cambiar fecha' }).click();
    // As staff do: the new date on screen, then the run. Pressed while the page still reloaded
    // after the date's form, a loaded CI run once showed a second run's notice ('Ya se cobró este
    // mes') where the first run's was expected.
    await expect(notice(page)).toContainText('Reloj: martes, 1 de diciembre de 2026');
    await page.getByRole('button', { name: 'Ejecutar cobro automático' }).click();
    await expect(notice(page)).toContainText('Cobro automático de 2026-12: 1 cobro(s)');
    await expect(notice(page)).toContainText(/María José Pérez Soto \(12\.345\.678-5\): cobrado \$/);
    // A second run in the same month charges nobody, and says why.
    await page.getByRole('button', { name: 'Ejecutar cobro automático' }).click();
    await expect(notice(page)).toContainText('0 cobro(s)');
    await expect(notice(page)).toContainText('sin cobro — Ya se cobró este mes.');
  });

  test("'Entrar como' opens the portal logged in as that persona, with the DEMO badge; the link works once", async ({
    page,
  }) => {
    await openConsole(page);
    const linkRequest = page.waitForRequest(/\/__mock\/login-as\/[\w-]+$/);
    await page.getByRole('button', { name: 'Entrar como Juan Carlos González Muñoz' }).click();
    const link = (await linkRequest).url();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeVisible();
    const badge = page.getByRole('link', { name: 'DEMO · hoy 21 nov 2026' });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL(/\/__mock$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'El enlace ya no sirve' })).toBeVisible();
  });

  test("a payment still at the provider is listed, and 'Rechazar' ends it rejected", async ({
    page,
    request,
  }) => {
    await startDuesPayment(page);
    const [open] = (await purchases(request, PERSONAS.juanCarlos)).filter((p) => p.estado === 1);
    await openConsole(page);
    await expect(page.locator('.payment', { hasText: `Compra ${open!.id_compra}` })).toContainText(
      'en curso',
    );
    await page.getByRole('button', { name: `Rechazar compra ${open!.id_compra}` }).click();
    await expect(notice(page)).toContainText(`Compra ${open!.id_compra} rechazada`);
    await expect(page.getByText('No hay pagos en curso ni en confirmación.')).toBeVisible();
    expect(
      (await purchases(request, PERSONAS.juanCarlos)).find((p) => p.id_compra === open!.id_compra),
    ).toMatchObject({
      estado: 3,
    });
  });

  test("a held payment waits in confirmation until its own 'Confirmar', then it is paid", async ({
    page,
    request,
  }) => {
    await startDuesPayment(page);
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id_compra'));
    await openConsole(page);
    await expect(page.locator('.payment', { hasText: `Compra ${id}` })).toContainText('en confirmación');
    // Held: the one button that starts with 'Confirmar' is the payment's own; the switch for every
    // approval sits apart, after the payments, in words of its own.
    await expect(page.getByRole('button', { name: /^Confirmar/ })).toHaveCount(1);
    const everyApproval = page.getByRole('group', { name: 'Para todos los pagos aprobados' });
    await expect(everyApproval.getByRole('button')).toHaveText('Dejar de retener: todos se confirman solos');
    const own = await page.getByRole('button', { name: `Confirmar compra ${id}` }).boundingBox();
    const apart = await everyApproval.boundingBox();
    expect(apart!.y).toBeGreaterThan(own!.y + own!.height);
    await page.getByRole('button', { name: `Confirmar compra ${id}` }).click();
    await expect(notice(page)).toContainText(`Compra ${id} confirmada: pagada`);
    expect((await purchases(request, PERSONAS.juanCarlos)).find((p) => p.id_compra === id)).toMatchObject({
      estado: 2,
    });
  });

  test("'Simular fallas' makes the portal's calls fail; 'Quitar fallas' brings it back", async ({ page }) => {
    await openConsole(page);
    await page.getByLabel('Llamadas que fallan (%)').fill('100');
    await page.getByLabel('Demora (ms)').fill('0');
    await page.getByLabel('Forma de las respuestas').selectOption('wrapped');
    await page.getByRole('button', { name: 'Simular fallas' }).click();
    await expect(notice(page)).toContainText(
      '100% de las llamadas fallan; 0 ms de demora; respuestas: wrapped.',
    );
    expect((await page.request.get('/api/socios/total')).status()).toBe(500);
    await page.getByRole('button', { name: 'Quitar fallas' }).click();
    await expect(notice(page)).toContainText('Fallas quitadas');
    expect((await page.request.get('/api/socios/total')).status()).toBe(200);
    // Out of range: the browser holds the form back (and the server would refuse it too).
    await page.getByLabel('Llamadas que fallan (%)').fill('250');
    await page.getByRole('button', { name: 'Simular fallas' }).click();
    const overflow = await page
      .getByLabel('Llamadas que fallan (%)')
      .evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow);
    expect(overflow).toBe(true);
    await expect(notice(page)).toContainText('Fallas quitadas');
  });

  test("'Restablecer datos' asks first, then restores the personas and empties the outbox", async ({
    page,
    request,
  }) => {
    await request.post('/api/socios/account/password/send-recover-link', {
      data: { rut: PERSONAS.mariaJose },
    });
    await openConsole(page);
    await expect(page.getByRole('button', { name: 'Sí, restablecer datos' })).toBeHidden();
    await page.getByText('Restablecer datos…').click();
    await page.getByRole('button', { name: 'Sí, restablecer datos' }).click();
    await expect(notice(page)).toContainText('Datos restablecidos');
    await page.getByRole('link', { name: 'Correos' }).first().click();
    await expect(page.getByText('Todavía no se ha enviado ningún correo.')).toBeVisible();
  });

  test("another site's page cannot post the console's forms", async ({ page, baseURL }) => {
    await openConsole(page);
    const before = await page.getByTestId('hoy').textContent();
    // A page of another origin (about:blank's opaque origin) posting the '+1 mes' form.
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" action="${baseURL}/__mock/console/clock"><input name="mover" value="mes"><button>enviar</button></form>`,
    );
    await page.getByRole('button', { name: 'enviar' }).click();
    await expect(
      page.getByText('La sala de control solo acepta acciones desde sus propias páginas.'),
    ).toBeVisible();
    await openConsole(page);
    await expect(page.getByTestId('hoy')).toHaveText(before!);
  });
});
