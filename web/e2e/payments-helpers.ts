// Shared steps of the payment journeys: antd dropdowns, the fake provider's card forms and the
// control room's view of purchases.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MockPurchase } from '../../test-support';

export const CARDS = {
  visaApproved: { number: '4051 8856 0044 6623', cvv: '123' },
  mastercardRejected: { number: '5186 0595 5959 0568', cvv: '123' },
} as const;

export type { MockPurchase };

/**
 * Picks an option of a select. A native one (the light screens') through the browser's own
 * selection. An antd Select (a combobox with a floating list) with the keyboard, as a keyboard user
 * does: open, move to the option, Enter. Clicking the floating list was flaky on a loaded machine —
 * antd places it off-screen until measured, animates it in and out, and a click could land mid-way
 * (lists left open, or never brought under the box).
 */
export async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  if ((await box.evaluate((el) => el.tagName)) === 'SELECT') {
    await box.selectOption({ label: option });
    await expect(box.locator('option:checked')).toHaveText(option);
    return;
  }
  await box.focus();
  if ((await box.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const activeText = async () => {
    const id = await box.getAttribute('aria-activedescendant');
    return id ? (await page.locator(`[id="${id}"]`).textContent())?.trim() : undefined;
  };
  // The list wraps round, so ArrowDown reaches every option from wherever it starts.
  for (let i = 0; i < 40 && (await activeText()) !== option; i++) await page.keyboard.press('ArrowDown');
  expect(await activeText(), `option '${option}' of '${label}'`).toBe(option);
  await page.keyboard.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
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
