// Every payment state read the same everywhere, and a way forward from each, at a phone's and a
// desktop's width: Webpay, Oneclick and the automatic charge in confirmation (the club confirms by
// hand here: delay -1, set per test), an abandoned Webpay checkout resumed and annulled, Juan's and
// Pedro's dues screens, a session that ends under a pay screen, and Sofía's incorporation.
import type { Page } from '@playwright/test';
import { test, expect, PASSWORD, PERSONAS, openSignedIn, setConfirmDelay } from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { CHILD } from '../../test-support/persona-fees';

test.beforeEach(({ request }) => setConfirmDelay(request, -1));

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const statusCard = (page: Page) => page.locator('.dash-status');
const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [390, 1280]) {
  test.describe(`money without dead ends at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Juan pays his 3 dues from the menu by Webpay; in confirmation his dues stay in view everywhere until staff confirm it', async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota'); // as the menu opens it: no navigation state
      const count = page.getByRole('combobox', { name: 'Cantidad de cuotas' });
      await expect(count.locator('option:checked')).toHaveText('3 cuotas');
      await expect(page.getByText('Total a pagar')).toBeVisible();
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(pay).toBeEnabled();
      await shot(page, `juan-dues-${width}`);
      await pay.click();
      await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
      await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
      const id = Number(new URL(page.url()).searchParams.get('id_compra'));
      await expect(page.getByText(`Tu pago con código ${id} está en proceso de confirmación.`)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText(/compra Nº/)).toHaveCount(0);
      await shot(page, `juan-final-confirming-${width}`);

      await page.goto('/dashboard');
      // Being confirmed, the block leads with that: no dues to pay, no total owed.
      await expect(statusCard(page).locator('.dash-status__text')).toHaveText('Pago en confirmación');
      await expect(statusCard(page)).not.toContainText(/cuotas? pendientes?|Total adeudado/);
      await expect(statusCard(page)).not.toContainText('Webpay');
      await expect(statusCard(page).getByRole('link', { name: 'Pagar' })).toHaveCount(0);
      await noSideScroll(page, width);
      await shot(page, `juan-dashboard-confirming-${width}`);

      await page.goto('/account/purchases/history');
      await expect(page.getByText('en confirmación').first()).toBeVisible();

      // Staff: the ledger page says the same, and its 'Confirmar' pays it.
      await page.goto('/__mock/libro');
      const row = page.getByRole('row').filter({ hasText: new RegExp(`^${id}`) });
      await expect(row).toContainText('en confirmación');
      await shot(page, `console-ledger-${width}`);
      await row.getByRole('button', { name: `Confirmar compra ${id}` }).click();
      await expect(page.locator('#aviso')).toContainText(`Compra ${id} confirmada: pagada`);

      await page.goto('/dashboard');
      await expect(statusCard(page)).toContainText('Se encuentra al día hasta');
      await expect(statusCard(page)).not.toContainText('Pago en confirmación');
    });

    test('Juan leaves Webpay’s card form: the dashboard offers to resume it, and annulling it there frees his dues', async ({
      page,
      request,
    }) => {
      await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota');
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
      await page.goto('/dashboard'); // left the card form without finishing
      await expect(statusCard(page)).toContainText('Tienes un pago sin terminar en Webpay');
      await expect(statusCard(page)).toContainText('3 cuotas pendientes');
      await shot(page, `juan-dashboard-abandoned-${width}`);
      // Neither history calls it "en confirmación": the bank approved nothing.
      await page.goto('/account/payments/history?menu=payments-history');
      await expect(page.getByText('Sin terminar en Webpay').first()).toBeVisible();
      await expect(page.getByText('en confirmación')).toHaveCount(0);
      await page.goto('/account/purchases/history?menu=purchases-history');
      await expect(page.getByText('sin terminar en Webpay').first()).toBeVisible();
      await expect(page.getByText('en confirmación')).toHaveCount(0);
      // The dues screen holds 'Pagar' and says why right above it, with the way back to Webpay.
      await page.goto('/pago/cuota');
      const held = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(held).toBeDisabled();
      await held.scrollIntoViewIfNeeded();
      const beside = page.locator('.pay-open-beside');
      await expect(beside).toContainText('No puedes pagar de nuevo');
      await expect(beside.getByRole('button', { name: 'Retomar en Webpay' })).toBeInViewport();
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Retomar en Webpay' }).click();
      await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
      await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click();
      // Back on the screen the payment started from, which says it was annulled.
      await expect(page).toHaveURL(/\/pago\/cuota/);
      await page.goto('/dashboard');
      await expect(statusCard(page).getByRole('link', { name: 'Pagar' })).toBeVisible();
      expect((await purchases(request, PERSONAS.juanCarlos)).at(-1)).toMatchObject({ estado: 4 });
    });

    test('María José’s automatic charge reads "en confirmación", never "Webpay", and her automatic payment shows its state', async ({
      page,
      request,
    }) => {
      await request.post('/__mock/clock', { data: { now: '2026-12-01T09:00:00-03:00' } });
      expect((await request.post('/__mock/auto-charge')).ok()).toBe(true);
      await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
      await expect(statusCard(page).locator('.dash-status__text')).toHaveText('Pago en confirmación');
      await expect(statusCard(page)).not.toContainText(/cuotas? pendientes?|Total adeudado/);
      await expect(statusCard(page)).not.toContainText('Webpay');
      const auto = page.getByRole('region', { name: 'Pago automático' });
      await expect(auto).toContainText('Activado');
      await expect(auto).toContainText('VISA ····6623');
      await expect(auto).toContainText('en confirmación');
      await noSideScroll(page, width);
      await shot(page, `maria-dashboard-auto-${width}`);

      await page.goto('/pagos/automaticos?menu=pagos-automaticos');
      await expect(page.getByText('Estado del pago automático')).toBeVisible();
      await expect(page.locator('.auto-summary')).toContainText('Próximo cobro');
      await shot(page, `maria-auto-page-${width}`);
    });

    test('Pedro’s dues screen says regularising is cheaper and leads there', async ({ page }) => {
      await openSignedIn(page, PERSONAS.pedro, '/pago/cuota');
      const hint = page.getByRole('status').filter({ hasText: 'Regularizar te sale más barato' });
      await expect(hint).toBeVisible();
      await expect(page.getByText('Cuotas hasta mayo de 2023 (valor anterior)')).toBeVisible();
      await shot(page, `pedro-dues-${width}`);
      await hint.getByRole('link', { name: 'Ver la regularización' }).click();
      await expect(page).toHaveURL(/\/pago\/regularizacion/);
    });

    test('a session that ends under the dues screen reads "Tu sesión terminó" and comes back to it', async ({
      page,
      request,
    }) => {
      await openSignedIn(page, PERSONAS.juanCarlos, '/pago/cuota?type_cuota=normal');
      await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toBeEnabled();
      const { now } = (await (await request.get('/__mock/clock')).json()) as { now: string };
      await request.post('/__mock/clock', {
        data: { now: new Date(Date.parse(now) + 13 * 3600_000).toISOString() },
      });
      await page.reload();
      await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo.')).toBeVisible();
      await page.getByLabel('RUT').fill(PERSONAS.juanCarlos);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal$/);
    });

    test('María José pays with her saved card: the charge reads "en confirmación", never "Webpay"', async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal&payment_method=oneclick');
      await choose(page, 'Cantidad de cuotas', '1 cuota');
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(pay).toBeEnabled();
      await pay.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
      await page.goto('/dashboard');
      await expect(statusCard(page)).toContainText('Pago en confirmación');
      await expect(statusCard(page)).not.toContainText('Webpay');
      await shot(page, `maria-dashboard-oneclick-${width}`);
    });

    test('María José’s dashboard says what Tomás and Sofía still have to do, and how', async ({ page }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
      const block = page.getByRole('region', { name: 'Tu familia' });
      const sofia = block.getByRole('listitem').filter({ hasText: 'Sofía Muñoz Pérez' });
      await expect(sofia).toContainText('Debe pagar incorporación');
      await expect(sofia).toContainText('La paga desde su propia cuenta');
      await expect(block.getByRole('listitem').filter({ hasText: 'Tomás Muñoz Pérez' })).toContainText(
        `Debe 3 cuotas · ${formatMoney(3 * CHILD.dues)}`,
      );
      await shot(page, `maria-dashboard-associates-${width}`);
    });
  });
}
