// Shared steps of the payment journeys: antd dropdowns, the fake provider's card forms and the
// control room's view of purchases.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MockPurchase } from '../../test-support';

export const CARDS = {
  visaApproved: { number: '4051 8856 0044 6623', cvv: '123' },
  mastercardRejected: { number: '5186 0595 5959 0568', cvv: '123' },
} as const;

export type { MockPurchase };

/** Picks an option of an antd Select (a combobox with a floating list). */
export async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: new RegExp(`^${option.replace(/[$.]/g, '\\$&')}$`),
  });
  // antd draws its list off-screen and moves it under the box once measured; on a loaded machine
  // that step was seen to be missed (the list stayed off-screen): a member sees a tap that opened
  // nothing and taps again, and so does this — closing first what opened where no one sees it.
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) === 'true') await box.click();
    await box.click();
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // Closed as a member sees it: no list left on the screen (antd may keep a closed one in the
  // page, transparent or off-screen, when its closing animation's end is not reported).
  await expect.poll(() => page.evaluate(dropdownsOnScreen)).toBe(0);
}

function dropdownsOnScreen() {
  return [...document.querySelectorAll('.ant-select-dropdown')].filter((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const onScreen =
      box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return onScreen && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  }).length;
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
