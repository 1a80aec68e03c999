// The club's receipt is a screen of the portal, /comprobante/{id_compra}, opened in
// place from the histories; it prints alone (no header, menu or buttons); a purchase that charged
// nothing has no receipt.
import { test, expect, signInThroughApi, PERSONAS } from './fixtures';
import { historyEntry } from './history-helpers';
import { seededDues, seededTotal } from '../../test-support/seeded-dues';
import { formatMoney } from '../src/domain/money';

const PURCHASE_102 = /^102|Nº de compra102/;

for (const width of [390, 1280]) {
  test.describe(`the receipt at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInThroughApi(page, PERSONAS.mariaJose);
    });

    test('when María José opens a receipt from her payments history, it names her, the months, the card and the purchase, prints alone, and Volver returns', async ({
      page,
    }) => {
      await page.goto('/account/payments/history?menu=payments-history');
      const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
      // Purchase 102: two dues, paid with her VISA on the 4th, two months ago. Its 'Nº de compra' leads
      // a table row at 1280 px, and is a card's line at 390.
      const row = historyEntry(normal, PURCHASE_102);
      await row.getByRole('link', { name: /Ver comprobante/ }).click();
      await expect(page).toHaveURL(/\/comprobante\/102$/);
      expect(page.context().pages()).toHaveLength(1); // in place, no new tab

      await expect(page.getByRole('heading', { level: 1, name: 'Comprobante de pago' })).toBeVisible();
      await expect(page.getByText('Nº de compra 102')).toBeVisible();
      await expect(page.getByText('Club Social y Deportivo Albo', { exact: true }).first()).toBeVisible();
      const account = page.getByRole('region', { name: /María José Pérez Soto/ });
      await expect(account).toContainText('RUT 12.345.678-5');
      await expect(
        account.getByRole('row', { name: `septiembre de 2026 ${formatMoney(seededDues(102, 1))}` }),
      ).toBeVisible();
      await expect(
        account.getByRole('row', { name: `octubre de 2026 ${formatMoney(seededDues(102, 1))}` }),
      ).toBeVisible();
      const receipt = page.locator('article.receipt');
      await expect(receipt).toContainText('4 de septiembre de 2026');
      await expect(receipt).toContainText('Tarjeta ····6623 · Crédito');
      await expect(receipt).toContainText('551790');
      await expect(receipt).toContainText(`Total pagado${formatMoney(seededTotal(102))}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // 'Imprimir' asks the browser to print; printed, only the receipt shows.
      await page.evaluate(() => {
        window.print = () => Object.assign(window, { __printed: true });
      });
      await page.getByRole('button', { name: 'Imprimir' }).click();
      expect(await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header.app-header')).toBeHidden();
      await expect(page.locator('footer.app-footer')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Volver' })).toBeHidden();
      await expect(page.getByText('Nº de compra 102')).toBeVisible();
      const box = await receipt.boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(80); // the receipt starts the page: nothing above it
      await page.emulateMedia({ media: 'screen' });
      await expect(page.locator('header.app-header')).toBeVisible();

      await page.getByRole('link', { name: 'Volver' }).click();
      await expect(page).toHaveURL(/\/account\/payments\/history\?menu=payments-history$/);
      await expect(historyEntry(normal, PURCHASE_102)).toBeVisible();
    });

    test('when a purchase was rejected, it has no receipt: no link in Compras, and its address says why', async ({
      page,
    }) => {
      await page.goto('/account/purchases/history?menu=purchases-history');
      const table = page.getByRole('region', { name: 'Historial de compras' });
      await expect(historyEntry(table, /105/)).toContainText('NO PAGADA');
      await expect(historyEntry(table, /105/).getByRole('link')).toHaveCount(0);
      await page.goto('/comprobante/105');
      await expect(page.getByRole('heading', { level: 1, name: 'Compra rechazada' })).toBeVisible();
      await expect(page.getByText('Tu pago (Nº de compra 105) fue rechazado.')).toBeVisible();
      await expect(page.getByText('Comprobante de pago')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Volver' }).click();
      await expect(page).toHaveURL(/\/account\/payments\/history\?menu=payments-history$/);
    });
  });
}
