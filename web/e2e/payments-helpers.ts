// Shared steps of the payment journeys: the selects, the fake provider's card forms and the
// control room's view of purchases.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MockPurchase } from '../../test-support';

export const CARDS = {
  visaApproved: { number: '4051 8856 0044 6623', cvv: '123' },
  mastercardRejected: { number: '5186 0595 5959 0568', cvv: '123' },
} as const;

export type { MockPurchase };

/** Picks an option of a (native) select through the browser's own selection. */
export async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.selectOption({ label: option });
  await expect(box.locator('option:checked')).toHaveText(option);
}

/** Fills the fake Webpay / Oneclick card form and sends it with the given button. */
export async function payWithCard(
  page: Page,
  card: { number: string; cvv: string },
  button: RegExp | string,
) {
  await page.getByLabel('Número de tarjeta').fill(card.number);
  await page.getByLabel('Vencimiento').fill('12/29');
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: button }).click();
}

export async function purchases(request: APIRequestContext, rut: string): Promise<MockPurchase[]> {
  const res = await request.get('/__mock/payments');
  return ((await res.json()) as MockPurchase[]).filter((p) => p.rut === rut);
}
