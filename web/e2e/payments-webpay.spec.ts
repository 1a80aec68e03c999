import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

// The final page waits 5 s before its first look (SPEC §9), on top of the mock's confirmation delay.
const FINAL = { timeout: 20_000 };

/** Starts the payment and answers how many purchases Juan Carlos had before (the seeded history). */
async function startThreeDuesByWebpay(page: Page, request: APIRequestContext): Promise<number> {
  const before = (await purchases(request, PERSONAS.juanCarlos)).length;
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal&numero_cuotas=3$/);
  await choose(page, 'Cantidad de cuotas', '3 cuotas');
  const summary = page.getByLabel('Resumen del pago');
  await expect(summary).toContainText('Cuotas pendientes3');
  await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues)}`);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/webpay\/init/);
  await expect(page.getByText(formatMoney(3 * REGULAR.dues)).first()).toBeVisible();
  return before;
}

test.describe('payments: dues by Webpay', () => {
  test('when Juan Carlos pays 3 dues with the approved VISA, the receipt shows and he is al día', async ({
    page,
    request,
  }) => {
    await startThreeDuesByWebpay(page, request);
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('Consultando el resultado de tu pago…')).toBeVisible();
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    for (const month of ['septiembre de 2026', 'octubre de 2026', 'noviembre de 2026'])
      await expect(page.getByText(month, { exact: true })).toBeVisible();
    await expect(page.getByText('Tarjeta ····6623')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id_compra');
    const number = page.locator('dt', { hasText: 'Nº de compra' }).locator('xpath=following-sibling::dd[1]');
    await expect(number).toHaveText(id ?? '');
    // The portal's own receipt, in place (no new tab, no credential in the address).
    await expect(page.getByRole('link', { name: 'Ver comprobante' })).toHaveAttribute(
      'href',
      `/comprobante/${id}`,
    );

    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
    await expect(page.getByText('cuotas pendientes')).toHaveCount(0);
  });

  test('when the Mastercard is rejected, the final page says so and nothing is marked paid', async ({
    page,
    request,
  }) => {
    const before = await startThreeDuesByWebpay(page, request);
    await payWithCard(page, CARDS.mastercardRejected, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    // Until it knows, the page never says the payment is being confirmed: a member who closes the tab
    // then must not believe she paid.
    let sawConfirming = false;
    await expect
      .poll(async () => {
        if (await page.getByText(/en proceso de confirmación|confirmando/).count()) sawConfirming = true;
        return page.getByText('Tu pago fue rechazado.').count();
      }, FINAL)
      .toBe(1);
    expect(sawConfirming).toBe(false);
    const added = (await purchases(request, PERSONAS.juanCarlos)).slice(before);
    expect(added.map((p) => p.estado)).toEqual([3]);

    await page.getByRole('button', { name: 'Volver a pagar' }).click();
    await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal$/);
    await page.goto('/dashboard');
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  });

  test("when the member presses 'Anular compra', the dues screen comes back and nothing is charged", async ({
    page,
    request,
  }) => {
    const before = await startThreeDuesByWebpay(page, request);
    await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click();
    await expect(page).toHaveURL(
      /\/pago\/cuota\?type_cuota=normal&numero_cuotas=3&payment_method=webpay&pago=anulado$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar cuotas' })).toBeVisible();
    await expect(page.getByText('Pago anulado: no se hizo ningún cargo.')).toBeVisible();
    const added = (await purchases(request, PERSONAS.juanCarlos)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ total: 3 * REGULAR.dues, estado: 4 });
  });
});
