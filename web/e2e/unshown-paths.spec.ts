// The SPA against the club's API where it differs from our guesses: the calls SPEC §7 shows without
// a path are missing (404), or — when this run's build has VITE_API_PATHS (npm test runs this file a
// second time on such a build) — served elsewhere. Either way the API sends only the spec's fields,
// and every member still sees what they owe, pays and finds the receipt.
import type { Page, Request } from '@playwright/test';
import { test, expect, loginAs, openSignedIn, PERSONAS, API_PATH_MOVES as moves } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { E2E_NOW } from './playwright.config';
import { endpoints, movePath } from '../../web/src/api/contract';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

const MOVED = Object.keys(moves).length > 0;
const FINAL = { timeout: 20_000 };
/** The unshown calls these journeys make, as the portal names them. */
const UNSHOWN = [endpoints.feeInfo.path, endpoints.savedCard.path, endpoints.feeConfig.path];

/** Nothing is blamed on the member's connection, and no screen stops at 'Reintentar'. */
async function expectUsable(page: Page) {
  await expect(page.getByText(/Revisa tu conexión|Algo salió mal/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
}

/** The API paths the page asked, relative to /api/. */
function askedPaths(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api/'.length));
  });
  return asked;
}

test.describe(`the club API with the unshown paths ${MOVED ? 'moved (VITE_API_PATHS)' : 'missing'}`, () => {
  test.beforeEach(async ({ page, request }) => {
    // The browser's clock is the fake API's: the paid-up month follows from the count owed.
    await page.clock.setFixedTime(new Date(E2E_NOW));
    const unshown = MOVED ? 'served' : 'missing';
    expect((await request.post('/__mock/faults', { data: { shapes: 'spec', unshown } })).ok()).toBe(true);
  });

  test('Juan Carlos sees what he owes, pays 3 dues by Webpay, and finds the receipt in both histories', async ({
    page,
  }) => {
    const asked = askedPaths(page);
    await loginAs(page, PERSONAS.juanCarlos);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
    await expectUsable(page);

    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/pago\/cuota/);
    await choose(page, 'Cantidad de cuotas', '3 cuotas');
    await expect(page.getByLabel('Resumen del pago')).toContainText(
      `Total a pagar${formatMoney(3 * REGULAR.dues)}`,
    );
    await expectUsable(page);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    const id = new URL(page.url()).searchParams.get('id_compra')!;

    // SPEC §2: a paid row links its receipt: the portal's, of its related payment (the purchase).
    await page.goto('/account/payments/history?menu=payments-history');
    const payments = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
    const voucher = payments.getByRole('link', { name: /Ver comprobante/ }).first();
    await expect(voucher).toHaveAttribute('href', `/comprobante/${id}`);
    await page.goto('/account/purchases/history?menu=purchases-history');
    await expect(page.getByRole('cell', { name: id, exact: true })).toBeVisible();
    await expectUsable(page);

    await page.goto('/dashboard');
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
    await expectUsable(page);

    if (MOVED) {
      for (const path of [endpoints.feeInfo.path, endpoints.savedCard.path])
        expect(asked, `${path} asked at its moved path`).toContain(movePath(moves, path));
      for (const path of Object.keys(moves))
        expect(asked, `${path} never asked where the portal guessed`).not.toContain(path);
    } else {
      // Answered 404 once, it is not asked again in the session (two dashboards, a dues screen).
      for (const path of UNSHOWN) expect(asked.filter((p) => p === path).length, path).toBeLessThanOrEqual(1);
    }
    // The spec's own call says whether a card is enrolled when the saved-card call is missing.
    if (!MOVED) expect(asked).toContain(endpoints.oneclickSubscription.path);
  });

  test('María José pays with her saved card, and sees her automatic payment and her associates', async ({
    page,
  }) => {
    await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
    await choose(page, 'Cantidad de cuotas', '1 cuota');
    await page.getByText('OneClick', { exact: true }).click();
    // Without the saved-card call the portal knows a card is enrolled, not its digits.
    const card = MOVED ? 'VISA ····6623' : 'tu tarjeta inscrita';
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Pagar ${formatMoney(REGULAR.dues)} con ${card}?` })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);

    await page.goto('/pagos/automaticos?menu=pagos-automaticos');
    await expect(page.getByText(MOVED ? 'VISA ····6623' : 'Tarjeta inscrita').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expectUsable(page);

    await page.goto('/my-account?menu=associate-accounts');
    await expect(page.getByText('Tomás Muñoz Pérez', { exact: true })).toBeVisible();
    await expectUsable(page);
  });
});
