// The SPA against the club's API as another team builds it from the spec alone (the fake's strict
// spec mode): only the fields SPEC §3/§7 names, the entities it names without fields in that team's
// reading (a payment's `user` as the session user without id, profile data in the session user's
// names, the match list without our fields), and every call the spec does not show missing (404) —
// or, when this run's build has VITE_API_PATHS (npm test runs this file a second time on such a
// build), served elsewhere. Every member still sees what they owe, pays and gets the receipt.
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

/** Every member screen, as the menu opens it. */
const MEMBER_SCREENS = [
  '/dashboard',
  '/my-profile',
  '/my-account?menu=associate-accounts',
  '/credencial',
  '/account/payments/history?menu=payments-history',
  '/account/purchases/history?menu=purchases-history',
  '/pagos/automaticos?menu=pagos-automaticos',
  '/pago/cuota?type_cuota=normal',
  '/pago/extraordinaria?type_cuota=extraordinaria',
];

/** The screen has painted its content: no placeholder still waiting, nothing failed. */
async function expectSettled(page: Page) {
  await expect(page.locator('main')).not.toHaveText('');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expectUsable(page);
}

// The strict mode at a phone's width and a desktop's; the moved paths once.
for (const width of MOVED ? [1280] : [390, 1280])
  test.describe(`the club API with the unshown paths ${MOVED ? 'moved (VITE_API_PATHS)' : 'missing'}, ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
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
      await expectUsable(page);

      // The receipt, named from the record's RUT (a payment's `user` has no id here).
      await page.getByRole('link', { name: 'Ver comprobante' }).click();
      await expect(page).toHaveURL(new RegExp(`/comprobante/${id}$`));
      await expect(page.getByText(`Total pagado${formatMoney(3 * REGULAR.dues)}`)).toBeVisible();
      await expect(page.getByText('Juan Carlos', { exact: false }).first()).toBeVisible();
      await expectUsable(page);

      // SPEC §2: a paid row links its receipt: the portal's, of its related payment (the purchase).
      await page.goto('/account/payments/history?menu=payments-history');
      const payments = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
      const voucher = payments.getByRole('link', { name: /Ver comprobante/ }).first();
      await expect(voucher).toHaveAttribute('href', `/comprobante/${id}`);
      await page.goto('/account/purchases/history?menu=purchases-history');
      // A table at a desktop's width, cards at a phone's: the row's receipt link names its number.
      await expect(page.getByRole('link', { name: new RegExp(`Nº de compra ${id}\\)`) })).toBeVisible();
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
        for (const path of UNSHOWN)
          expect(asked.filter((p) => p === path).length, path).toBeLessThanOrEqual(1);
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

      // 'Mis Datos' filled from profile data in the session user's names (sexo, direccion_nro, commune).
      await page.goto('/my-profile');
      const form = page.getByRole('form', { name: 'Mis Datos' });
      await expect(form.getByLabel('Nombres', { exact: true })).toHaveValue('María José');
      await expect(form.getByLabel('Número')).not.toHaveValue('');
      await expect(form.getByLabel('Género')).toHaveValue('f');
      await expectUsable(page);

      // The club's voucher from a paid row: without the one-time link call, its own address.
      await page.goto('/account/purchases/history?menu=purchases-history');
      await page
        .getByRole('link', { name: /Ver comprobante|Voucher/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/comprobante\/\d+$/);
      if (MOVED) {
        // The link call served (unmoved): 'Comprobante del club' opens it in a new tab.
        const [tab] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('button', { name: /Comprobante del club/ }).click(),
        ]);
        await expect(tab.getByRole('heading', { name: 'Comprobante de pago' })).toBeVisible();
      } else {
        const club = page.getByRole('link', { name: /Descargar|Comprobante del club/ });
        const voucher = await page.request.get((await club.getAttribute('href'))!);
        expect(voucher.status()).toBe(200);
        expect(await voucher.text()).toContain('Comprobante de pago');
      }

      for (const screen of MEMBER_SCREENS) {
        await page.goto(screen);
        await expectSettled(page);
      }
    });
  });
