// The SPA against backends that answer a little differently (ARCHITECTURE §3, MOCK_SHAPES): numbers
// as text, empty lists and texts as null, bodies wrapped in { data }. Every member journey shows the
// right content and amounts — and sends the right amount — or offers a retry; never garbage.
import type { Page } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';
import { choose } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

const GARBAGE = /undefined|NaN|\[object Object\]|null/;

/** Nothing a parser missed reaches the screen. */
async function expectNoGarbage(page: Page) {
  await expect(page.locator('main')).not.toContainText(GARBAGE);
}

for (const shapes of ['strings', 'nulls', 'wrapped'] as const) {
  test.describe(`against a backend that answers with ${shapes}`, () => {
    test.beforeEach(async ({ request }) => {
      expect((await request.post('/__mock/faults', { data: { shapes } })).ok()).toBe(true);
    });

    test('María José: dashboard, histories, profile, associated accounts, automatic payment and credential read right', async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.mariaJose);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Credencial de socio' })).toContainText(
        'SOCIO Nº 10.234',
      );
      await expect(page.getByText('2 cuentas asociadas')).toBeVisible();
      await expectNoGarbage(page);

      await page.reload(); // the stored session user goes through the same parser
      await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();

      await page.goto('/account/payments/history');
      const payments = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
      await expect(payments.getByText(/^\$\d{1,3}(\.\d{3})+$/).first()).toBeVisible();
      await expectNoGarbage(page);

      await page.goto('/account/purchases/history');
      await expect(page.getByText('PAGADA', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^\$\d{1,3}(\.\d{3})+$/).first()).toBeVisible();
      await expectNoGarbage(page);

      await page.goto('/my-profile');
      await expect(page.getByLabel('Nombres', { exact: true })).toHaveValue('María José');
      await expectNoGarbage(page);

      await page.goto('/my-account');
      await expect(page.getByText('Tomás Muñoz Pérez', { exact: true })).toBeVisible();
      await expectNoGarbage(page);

      await page.goto('/pagos/automaticos');
      await expect(page.getByText(/6623/).first()).toBeVisible();
      await expectNoGarbage(page);

      await page.goto('/credencial');
      await expect(page.getByText(/10\.234/).first()).toBeVisible();
      await expectNoGarbage(page);
    });

    test('Juan Carlos: 3 dues total the same on screen and, as a number, in the payment request', async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      await expect(page).toHaveURL(/\/pago\/cuota/);
      await choose(page, 'Cantidad de cuotas', '3 cuotas');
      await expect(page.getByLabel('Resumen del pago')).toContainText(
        `Total a pagar${formatMoney(3 * REGULAR.dues)}`,
      );
      await expectNoGarbage(page);
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/payments/create-payment-cuotas'));
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      const body = (await sent).postDataJSON() as { valor: unknown; numero_cuotas: unknown };
      expect(body.valor).toBe(3 * REGULAR.dues);
      expect(body.numero_cuotas).toBe(3);
      await expect(page).toHaveURL(/\/webpay\/init/);
      await expect(page.getByText(formatMoney(3 * REGULAR.dues)).first()).toBeVisible();
    });
  });
}

test('against a static host that answers every API call with the SPA shell, a screen offers Reintentar, not garbage', async ({
  page,
}) => {
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><body>shell</body></html>',
    }),
  );
  await page.goto('/account/payments/history');
  await expect(page.getByRole('button', { name: 'Reintentar' }).first()).toBeVisible();
  await expectNoGarbage(page);
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Reintentar' }).first().click();
  await expect(page.getByRole('region', { name: 'Historial de Pagos', exact: true })).toBeVisible();
});
