import { test, expect, loginAs, PERSONAS } from './fixtures';
import { seededTotal } from '../../test-support/seeded-dues';
import { formatMoney } from '../src/domain/money';

const selectedMenuItem = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menú principal' }).locator('[aria-current="page"]');

test.describe('member area: María José (al día, 2 associated accounts, history)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, PERSONAS.mariaJose);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('when she opens the dashboard, she is al día with her card, date joined and 2 associated accounts', async ({
    page,
  }) => {
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Credencial de socio' });
    await expect(card).toContainText('María José Pérez Soto');
    await expect(card).toContainText('SOCIO Nº 10.234');
    await expect(card).toContainText('Ñuñoa');
    await expect(page.getByText('10 de marzo de 2015')).toBeVisible();
    await expect(page.getByText('2 cuentas asociadas')).toBeVisible();
    await expect(page.locator('.dash-counter__value [aria-hidden="true"]')).toHaveText(/^\d{2}\.\d{3}$/);
    await expect(selectedMenuItem(page)).toHaveText('Inicio');
    await page.getByRole('link', { name: 'Administrar' }).click();
    await expect(page).toHaveURL(/\/my-account\?menu=associate-accounts$/);
    await expect(page.getByText('Tomás Muñoz Pérez', { exact: true })).toBeVisible();
    await expect(page.getByText('RUT 22.334.455-0')).toBeVisible();
    await expect(selectedMenuItem(page)).toHaveText('Tu cuenta');
  });

  test('on a phone, the menu drawer closes on a tap beside it, and takes her to Historial de pagos', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 420); // on the dimmed page, right of the 280 px drawer
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByRole('link', { name: 'Historial de pagos' }).click();
    await expect(page).toHaveURL(/\/account\/payments\/history\?menu=payments-history$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('region', { name: 'Historial de Pagos', exact: true })).toBeVisible();
  });

  test('on a phone, a screen reached from low on the dashboard opens at its top, and Back returns there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    const manage = page.getByRole('link', { name: 'Administrar' });
    await manage.scrollIntoViewIfNeeded();
    const low = await page.evaluate(() => window.scrollY);
    expect(low).toBeGreaterThan(200);
    await manage.click();
    // The dashboard names Tomás too: wait for the account screen's own list.
    await expect(
      page
        .getByRole('region', { name: 'Cuentas asociadas', exact: true })
        .getByText('Tomás Muñoz Pérez', { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(manage).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(low);
  });

  test('when she opens her payment history, both tables show and her receipt opens in the portal with her name', async ({
    page,
  }) => {
    await page.goto('/account/payments/history?menu=payments-history');
    const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
    const extra = page.getByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    await expect(normal.locator('tr.history-row')).toHaveCount(4);
    await expect(extra.locator('tr.history-row')).toHaveCount(2);
    await expect(normal.locator('tr.history-row.history-row--paid')).toHaveCount(4);
    // Each row's 'Nº' is its purchase's: the rejected contribution was purchase 105.
    await expect(extra.getByRole('row', { name: /^105 / })).toContainText('Rechazado');
    await expect(selectedMenuItem(page)).toHaveText('Historial de pagos');
    await normal
      .getByRole('row', { name: /^102 / })
      .getByRole('link', { name: /Ver comprobante/ })
      .click();
    await expect(page).toHaveURL(/\/comprobante\/102$/);
    await expect(page.getByText('Nº de compra 102')).toBeVisible();
    await expect(page.getByText('María José Pérez Soto').first()).toBeVisible();
  });

  test('when she opens her purchases, each says PAGADA or NO PAGADA with its amount', async ({ page }) => {
    await page.goto('/account/purchases/history?menu=purchases-history');
    const table = page.getByRole('region', { name: 'Historial de compras' });
    await expect(table.locator('tr.history-row')).toHaveCount(5);
    await expect(table.getByRole('row', { name: /105/ })).toContainText('NO PAGADA');
    await expect(table.getByRole('row', { name: /101/ })).toContainText(
      `PAGADA${formatMoney(seededTotal(101))}`,
    );
    await expect(selectedMenuItem(page)).toHaveText('Compras');
  });

  test('when she opens her credential, the card, the physical credential link and both matches show', async ({
    page,
  }) => {
    await page.goto('/credencial');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credencial de socio' })).toContainText('SOCIO Nº 10.234');
    await expect(page.getByRole('link', { name: /Comprar credencial física/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const last = page.getByRole('region', { name: 'Último partido' });
    await expect(last).toContainText('Audax Italiano');
    await expect(last).toContainText('1 – 2');
    const next = page.getByRole('region', { name: 'Próximo partido' });
    await expect(next).toContainText('Huachipato');
    await expect(next).toContainText('domingo 22 de noviembre de 2026, 18:00');
    await expect(selectedMenuItem(page)).toHaveText('Mi Credencial');
  });

  test('when her history is read on a phone, each payment is a card and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/payments/history?menu=payments-history');
    const normal = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
    await expect(normal.locator('li.history-card')).toHaveCount(4);
    await expect(normal.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
