// Fault drills: the fake API answers 20% of its calls with a 500, each after 300 ms. Every
// journey must either complete or show a clear error with a retry (never a blank page, never a
// spinner that does not end), and the fake API's ledger must show no double charge.
import { test, expect, PERSONAS } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import {
  expectOnePaidDuesPurchase,
  expectSettled,
  ledger,
  loginRetrying,
  setFaults,
  untilReady,
  watchPage,
} from './fault-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

const DRILL = { failRate: 0.2, latencyMs: 300 };

test.describe('fault drills: MOCK_FAIL_RATE 0.2, MOCK_LATENCY_MS 300', () => {
  test('when Juan Carlos browses every member screen, each completes or offers a retry that does', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const watch = watchPage(page);
    await setFaults(baseURL, DRILL);
    await loginRetrying(page, PERSONAS.juanCarlos);

    const screens = [
      { path: '/dashboard', ready: page.getByText('3 cuotas pendientes') },
      // Both tables of the payments history come from one read.
      { path: '/account/payments/history?menu=payments-history', ready: page.getByRole('table').nth(1) },
      { path: '/account/purchases/history?menu=purchases-history', ready: page.getByRole('table') },
      {
        path: '/my-profile',
        ready: page.getByRole('form', { name: 'Mis Datos' }).getByLabel('Correo electrónico'),
      },
      {
        path: '/my-account?menu=associate-accounts',
        ready: page.getByText('Aún no tienes cuentas asociadas.'),
      },
    ];
    for (const { path, ready } of screens) {
      await page.goto(path);
      await untilReady(page, ready, path);
      await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    }
    watch.done();
  });

  test('when Juan Carlos pays 3 dues by Webpay, retrying what fails, he is charged exactly once', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const watch = watchPage(page);
    const before = await ledger(baseURL, PERSONAS.juanCarlos);
    await setFaults(baseURL, DRILL);
    await loginRetrying(page, PERSONAS.juanCarlos);
    await untilReady(page, page.getByText('3 cuotas pendientes'), 'dashboard');
    await page.getByRole('link', { name: 'Pagar', exact: true }).click();

    const count = page.getByRole('combobox', { name: 'Cantidad de cuotas' });
    await untilReady(page, count, 'dues screen');
    await choose(page, 'Cantidad de cuotas', '3 cuotas');
    const total = page
      .getByLabel('Resumen del pago')
      .getByText(formatMoney(3 * REGULAR.dues))
      .last();
    await untilReady(page, total, 'dues quote');

    // 'Pagar' until the browser leaves for the provider; each failure says so and re-enables it.
    const pay = page.getByRole('button', { name: 'Pagar', exact: true });
    for (let round = 0; !/\/webpay\/init/.test(page.url()); round++) {
      expect(round, 'the payment never started').toBeLessThan(8);
      await pay.click();
      // One request at 300 ms, but on a busy machine the provider's page can take longer than
      // expect's default 10 s to load: the round's outcome is what counts, not its time.
      await expect
        .poll(
          async () =>
            /\/webpay\/init/.test(page.url())
              ? 'left'
              : (await page.getByRole('alert').filter({ hasText: 'No pudimos iniciar el pago' }).count())
                ? 'failed'
                : 'waiting',
          { timeout: 30_000 },
        )
        .not.toBe('waiting');
    }
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    // The provider returns the browser to the club's API, which may fail too: its page says so.
    await page.waitForURL(/\/payments\/final\?|\/api\/payments\/webpay\/return/);
    for (let round = 0; /\/api\/payments\/webpay\/return/.test(page.url()); round++) {
      expect(round, 'the return from Webpay kept failing').toBeLessThan(8);
      await expect(page.getByRole('heading', { name: 'No pudimos completar esta operación' })).toBeVisible();
      const loaded = page.waitForEvent('load');
      await page.getByRole('link', { name: 'Reintentar' }).click();
      await loaded;
    }
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await untilReady(page, page.getByText('¡Pago realizado con éxito!'), 'final page');

    // The ledger: one new purchase for the 3 dues, paid once.
    await expectOnePaidDuesPurchase(baseURL, before.length);

    // And his dues moved by exactly the 3 months paid.
    await page.goto('/dashboard');
    await untilReady(page, page.getByText('Se encuentra al día hasta Noviembre, 2026'), 'dashboard after');
    watch.done();
  });

  test("when a screen's code cannot be downloaded, it says so with Reintentar, which loads it once back online", async ({
    page,
  }) => {
    await loginRetrying(page, PERSONAS.juanCarlos);
    await page.route(/\/assets\/profile-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Perfil' }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Ocurrió un problema al mostrar esta página' }),
    ).toBeVisible();
    await expect(page.getByText('No pudimos descargar esta sección.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();

    await page.unroute(/\/assets\/profile-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expectSettled(page, '/my-profile');
  });
});
