// Payments members can trust, at a phone's and a desktop's width: one state for a payment
// being confirmed, a dashboard 'Pagar' that is ready to pay, a saved card that asks first, blocked
// members kept out, and an ended session that brings the member back where they were.
// Payments stay in confirmation until confirmed by hand here (a 10-minute delay, set per test).
import {
  test,
  expect,
  loginAs,
  PERSONAS,
  PASSWORD,
  openSignedIn,
  setConfirmDelay,
  signInThroughApi,
} from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';
import { historyEntry } from './history-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

test.beforeEach(({ request }) => setConfirmDelay(request, 10 * 60 * 1000));

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the dashboard says how much is owed, and its 'Pagar' opens the dues screen ready to pay", async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
      await expect(page.getByText(`Total adeudado: ${formatMoney(3 * REGULAR.dues)}`)).toBeVisible();
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      const summary = page.getByLabel('Resumen del pago');
      await expect(summary).toContainText('Cuotas seleccionadas3');
      await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues)}`);
      await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toBeEnabled();
    });

    test('an approved payment being confirmed is amber on the dashboard, explained on the dues screen, and not NO PAGADA alone', async ({
      page,
      request,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
      await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
      const id = Number(new URL(page.url()).searchParams.get('id_compra'));

      await page.goto('/dashboard');
      await expect(page.getByText('Pago en confirmación')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toHaveCount(0);
      await page.getByRole('link', { name: 'Ver estado del pago' }).click();
      await expect(page).toHaveURL(new RegExp(`/payments/final\\?id_compra=${id}$`));

      await page.goto('/pago/cuota?type_cuota=normal');
      await expect(
        page.getByText(
          `Tus cuotas pendientes están en tu pago (Nº de compra ${id}), que está en confirmación.`,
        ),
      ).toBeVisible();

      await page.goto('/account/purchases/history');
      const row = historyEntry(page, String(id));
      await expect(row.getByText('NO PAGADA')).toBeVisible();
      await expect(row.getByText('en confirmación')).toBeVisible();

      expect((await request.post(`/__mock/payments/${id}/confirm`)).ok()).toBe(true);
      await page.goto('/dashboard');
      await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
      expect((await purchases(request, PERSONAS.juanCarlos)).find((p) => p.id_compra === id)?.estado).toBe(2);
    });

    test("OneClick names the saved card and charges nothing until 'Confirmar'", async ({ page, request }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal&payment_method=oneclick');
      await choose(page, 'Cantidad de cuotas', '1 cuota');
      await expect(page.getByText('Se cobrará en tu tarjeta VISA ····6623.')).toBeVisible();
      const before = (await purchases(request, PERSONAS.mariaJose)).length;
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      const dialog = page.getByRole('dialog', {
        name: `¿Pagar ${formatMoney(REGULAR.dues)} con VISA ····6623?`,
      });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      expect(await purchases(request, PERSONAS.mariaJose)).toHaveLength(before);
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      // Enter on the button, not a click at its place: the dialog zooms in, and on a loaded machine a
      // click could land mid-animation beside it, on the mask, which cancels (seen in CI).
      await dialog.getByRole('button', { name: 'Confirmar' }).press('Enter');
      await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
      expect(await purchases(request, PERSONAS.mariaJose)).toHaveLength(before + 1);
    });

    test('the regularisation says until when Pedro will be al día and waits for the honorary-member box', async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.pedro, '/pago/regularizacion?type_cuota=regularizacion');
      await expect(page.getByLabel('Resumen de la regularización')).toContainText(
        'Quedarás al día hastanoviembre de 2026',
      );
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(pay).toBeDisabled();
      await page.getByRole('checkbox', { name: /pierdo la opción de ser socio honorario/ }).check();
      await expect(pay).toBeEnabled();
    });

    test('a resigned member who types the address of the dues screen or the credential sees the blocked status', async ({
      page,
    }) => {
      await signInThroughApi(page, PERSONAS.renuncia);
      for (const path of ['/pago/cuota?type_cuota=normal', '/credencial', '/account/payments/history']) {
        await page.goto(path);
        await expect(
          page.getByText('Según nuestros registros este RUT se encuentra en estado de Renuncia.'),
        ).toBeVisible();
        await expect(page.getByText(/SOCIO Nº/)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
      }
    });

    test('when the session ends, the login says so and brings the member back to the screen they were on', async ({
      page,
      request,
    }) => {
      await openSignedIn(page, PERSONAS.juanCarlos, '/account/purchases/history');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // 13 hours later the token is past its absolute expiry (12 h) on the fake API's clock.
      const { now } = (await (await request.get('/__mock/clock')).json()) as { now: string };
      await request.post('/__mock/clock', {
        data: { now: new Date(Date.parse(now) + 13 * 3600_000).toISOString() },
      });
      await page.reload(); // its reads now answer 401
      await expect(page).toHaveURL(/\/login\?sesion=terminada&redirect=/);
      await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo.')).toBeVisible();
      await page.getByLabel('RUT').fill(PERSONAS.juanCarlos);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL(/\/account\/purchases\/history$/);
    });
  });
}
