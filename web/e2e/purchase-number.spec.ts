// One payment, one number a member can quote: the fake Webpay page, the final page, the receipt,
// both histories and the receipt e-mail give the same 'Nº de compra' (the provider page also its
// buy order, beside it).
import type { Locator, Page } from '@playwright/test';
import { REGULAR } from '../../test-support/persona-fees';
import { formatMoney } from '../src/domain/money';
import { test, expect, loginAs, outbox, PERSONAS } from './fixtures';
import { CARDS, payWithCard } from './payments-helpers';
import { historyEntries } from './history-helpers';

/** The value of a <dt> label's <dd>. */
const valueOf = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('Juan Carlos pays once and reads the same purchase number on Webpay, the final page, the receipt, both histories and the e-mail', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await loginAs(page, PERSONAS.juanCarlos);
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await expect(page).toHaveURL(/\/webpay\/init/);
      const id = (await valueOf(page, 'Nº de compra').textContent())?.trim() ?? '';
      expect(id).toMatch(/^\d+$/);
      await expect(valueOf(page, 'Orden de compra')).toHaveText(/^SP[0-9A-Z]+$/);

      await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
      await expect(page).toHaveURL(new RegExp(`/payments/final\\?id_compra=${id}$`));
      await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 20_000 });
      await expect(valueOf(page, 'Nº de compra')).toHaveText(id);

      await page.getByRole('link', { name: 'Ver comprobante' }).click();
      await expect(page.getByText(`Nº de compra ${id}`)).toBeVisible();

      // His one payment: its row (1280) or card (390) gives the purchase's number, and only that one.
      const receiptLink = page.getByRole('link', { name: `Ver comprobante (Nº de compra ${id})` });
      const shown = async (entry: Locator) => {
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(formatMoney(3 * REGULAR.dues));
        if (width < 1200) await expect(entry).toContainText(new RegExp(`Nº de compra ?${id}`));
        else await expect(entry.getByRole('cell').first()).toHaveText(id);
      };
      await page.goto('/account/payments/history?menu=payments-history');
      const payments = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
      await shown(historyEntries(payments).filter({ has: receiptLink }));

      await page.goto('/account/purchases/history?menu=purchases-history');
      const purchases = page.getByRole('region', { name: 'Historial de compras' });
      await shown(historyEntries(purchases).filter({ has: receiptLink }));

      const mail = (await outbox(request)).find((m) => m.subject.includes('Comprobante de pago'));
      expect(mail?.subject).toBe(`Comprobante de pago · Nº de compra ${id}`);
      expect(mail?.text).toContain(`Nº de compra: ${id}.`);
    });
  });
}
