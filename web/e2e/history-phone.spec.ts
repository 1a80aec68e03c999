// The histories at a phone's width are cards — date, what, for whom, amount, status and
// 'Ver comprobante' — with nothing scrolling sideways (360 and 390 px); at 1280 px the spec's tables.
import { test, expect, signInThroughApi, PERSONAS } from './fixtures';
import { historyEntry } from './history-helpers';
import { seededTotal } from '../../test-support/seeded-dues';
import { formatMoney } from '../src/domain/money';

const PAYMENTS = '/account/payments/history?menu=payments-history';
const PURCHASES = '/account/purchases/history?menu=purchases-history';
const pageWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test.beforeEach(({ page }) => signInThroughApi(page, PERSONAS.mariaJose));

for (const width of [360, 390]) {
  test(`at ${width} px María José's payments are cards with the amount and the receipt in view, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(PAYMENTS);
    const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
    const card = historyEntry(normal, /Nº de compra102/);
    await expect(card.getByRole('heading', { name: 'Pago de cuotas' })).toBeVisible();
    await expect(card).toContainText(formatMoney(seededTotal(102)));
    await expect(card).toContainText('Pagado');
    await expect(card).toContainText('4 de septiembre de 2026');
    await expect(card).toContainText('María José Pérez Soto');
    await expect(card.getByRole('link', { name: 'Ver comprobante (Nº de compra 102)' })).toBeInViewport({
      ratio: 0,
    });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(/Desliza la tabla/)).toHaveCount(0);
    const extra = page.getByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    await expect(historyEntry(extra, /Nº de compra105/)).toContainText('Rechazado');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);

    await page.goto(PURCHASES);
    const purchases = page.getByRole('region', { name: 'Historial de compras' });
    await expect(purchases.locator('li.history-card')).toHaveCount(5);
    const rejected = historyEntry(purchases, 'Nº de compra 105');
    await expect(rejected).toContainText('NO PAGADA');
    await expect(rejected).toContainText('rechazada');
    await expect(rejected.getByRole('link')).toHaveCount(0);
    await historyEntry(purchases, 'Nº de compra 101')
      .getByRole('link', { name: /Ver comprobante/ })
      .click();
    await expect(page).toHaveURL(/\/comprobante\/101$/);
    await page.goBack();
    await expect(purchases.locator('li.history-card')).toHaveCount(5);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  });
}

test('at 1280 px the histories are the spec’s tables, with the payment type under Acciones and one name for the receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAYMENTS);
  const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
  await expect(normal.getByRole('columnheader', { name: 'Acciones tipo de pago' })).toBeVisible();
  await expect(normal.locator('li.history-card')).toHaveCount(0);
  const row = historyEntry(normal, /^102/);
  await expect(row).toContainText('4 de septiembre de 2026');
  // The last column is in view: the table fits beside the menu, nothing scrolls sideways.
  await expect(row.getByRole('link', { name: 'Ver comprobante (Nº de compra 102)' })).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  await page.goto(PURCHASES);
  const purchases = page.getByRole('region', { name: 'Historial de compras' });
  await expect(purchases.getByRole('columnheader', { name: 'Voucher' })).toBeVisible();
  await expect(purchases.locator('tr.history-row')).toHaveCount(5);
  await expect(
    historyEntry(purchases, /101/).getByRole('link', { name: 'Ver comprobante (Nº de compra 101)' }),
  ).toBeVisible();
  await expect(purchases.getByText(/Ver voucher/)).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
});

test('at 1024 px (a tablet beside the menu) the payments are cards, since the eight columns would not fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(PAYMENTS);
  const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
  await expect(
    historyEntry(normal, /Nº de compra102/).getByRole('link', { name: 'Ver comprobante (Nº de compra 102)' }),
  ).toBeInViewport({ ratio: 0 });
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(1024);
});
