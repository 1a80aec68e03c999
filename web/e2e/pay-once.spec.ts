// The pay button cannot fire two payments: while a start is in flight the button is
// disabled, and a retry after a failure reuses the same buy order, so the fake API's ledger
// (GET /__mock/payments) shows one purchase whatever the member clicks.
import type { Page, Request } from '@playwright/test';
import { test, expect, loginAs, PERSONAS } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { expectOnePaidDuesPurchase, ledger, setFaults } from './fault-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

const CREATE = '**/api/payments/create-payment-cuotas';
const FINAL = { timeout: 20_000 };

/**
 * Juan Carlos on the dues screen with 3 dues chosen. Returns the pay button, how many purchases the
 * ledger held before, and the buy orders of the starts the browser sends from now on.
 */
async function openThreeDues(page: Page, baseURL: string | undefined) {
  const before = (await ledger(baseURL, PERSONAS.juanCarlos)).length;
  const starts = watchStarts(page);
  await loginAs(page, PERSONAS.juanCarlos);
  await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await choose(page, 'Cantidad de cuotas', '3 cuotas');
  await expect(page.getByLabel('Resumen del pago')).toContainText(
    `Total a pagar${formatMoney(3 * REGULAR.dues)}`,
  );
  return { pay: page.getByRole('button', { name: 'Pagar', exact: true }), before, starts };
}

/** The buy orders of every dues-payment start the browser sent. */
function watchStarts(page: Page): string[] {
  const orders: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/payments/create-payment-cuotas'))
      orders.push((r.postDataJSON() as { buyOrder: string }).buyOrder);
  });
  return orders;
}

async function payApprovedAndExpectOnePurchase(page: Page, baseURL: string | undefined, before: number) {
  await expect(page).toHaveURL(/\/webpay\/init/);
  await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
  await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
  await expectOnePaidDuesPurchase(baseURL, before);
}

test.describe('payments: one payment per intent', () => {
  test("when 'Pagar' is double-clicked on a slow network, one payment starts and one purchase is made", async ({
    page,
    baseURL,
  }) => {
    const { pay, before, starts } = await openThreeDues(page, baseURL);
    await setFaults(baseURL, { latencyMs: 1500 });
    await pay.dblclick();
    // In flight: the button is disabled and busy.
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/webpay\/init/, { timeout: 15_000 });
    await setFaults(baseURL, { latencyMs: 0 });
    await payApprovedAndExpectOnePurchase(page, baseURL, before);
    expect(starts).toHaveLength(1);
  });

  test('when the answer to a payment start is lost, the retry reuses the buy order and one purchase is made', async ({
    page,
    baseURL,
  }) => {
    const { pay, before, starts } = await openThreeDues(page, baseURL);
    // The first start reaches the fake API (which makes the purchase) but its answer never arrives.
    let lost = false;
    await page.route(CREATE, async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.fulfill({ status: 500, json: { message: 'Server Error' } });
    });
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos iniciar el pago. Revisa tu conexión e inténtalo nuevamente.',
    );
    await expect(pay).toBeEnabled();
    expect((await ledger(baseURL, PERSONAS.juanCarlos)).length).toBe(before + 1);

    await pay.click();
    await payApprovedAndExpectOnePurchase(page, baseURL, before);
    expect(starts).toHaveLength(2);
    expect(starts[1]).toBe(starts[0]);
  });

  test('when a payment start fails at the server, the retry starts it and one purchase is made', async ({
    page,
    baseURL,
  }) => {
    const { pay, before } = await openThreeDues(page, baseURL);
    await setFaults(baseURL, { failRate: 1 });
    await pay.click();
    await expect(page.getByRole('alert')).toContainText('No pudimos iniciar el pago.');
    await expect(pay).toBeEnabled();
    await setFaults(baseURL, { failRate: 0 });
    await pay.click();
    await payApprovedAndExpectOnePurchase(page, baseURL, before);
  });
});
