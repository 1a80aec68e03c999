// With the API failing or the connection gone, the dashboard says so once (one message, one
// 'Reintentar'), and fills in by itself when the browser is back online (SWR's reconnect revalidation)
// or the API is back (its reads retry by themselves, app/swr-options.ts). A screen whose code could
// not download offline names the connection and comes by itself; the dues screen offline never
// offers 'Pagar' beside a total of another count.
import { REGULAR } from '../../test-support/persona-fees';
import { formatMoney } from '../src/domain/money';
import { test, expect, loginAs, PERSONAS } from './fixtures';
import { setFaults } from './fault-helpers';
import { choose } from './payments-helpers';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every read of the dashboard fails: one failure state; back online, the data comes without a click', async ({
      page,
      context,
      baseURL,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();

      // The dues, the family, the counter and the automatic payment: every call fails.
      await setFaults(baseURL, { failRate: 1 });
      await page.reload();
      await expect(page.getByText('Algo salió mal')).toBeVisible();
      await expect(page.getByText('Algo salió mal')).toHaveCount(1);
      await expect(page.getByText(/No pudimos (cargar|comprobar|calcular)/)).toHaveCount(1);
      await expect(page.getByRole('button', { name: /Reintentar/ })).toHaveCount(1);
      await expect(page.getByText('3 cuotas pendientes')).toHaveCount(0);

      // The connection drops, the API recovers meanwhile, the connection returns: nobody clicks.
      await context.setOffline(true);
      await setFaults(baseURL, { failRate: 0 });
      await context.setOffline(false);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
      await expect(page.getByText(`Total adeudado: ${formatMoney(3 * REGULAR.dues)}`)).toBeVisible();
      await expect(page.getByText('Desactivado')).toBeVisible();
      await expect(page.getByText('Algo salió mal')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Reintentar/ })).toHaveCount(0);
    });

    test('the API fails for a few seconds, then recovers: the dashboard fills in by itself, no tap', async ({
      page,
      baseURL,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
      let failed = 0;
      page.on('response', (r) => {
        if (r.status() >= 500 && r.url().includes('/api/')) failed += 1;
      });
      await setFaults(baseURL, { failRate: 1 });
      await page.reload();
      await expect(page.getByText('Algo salió mal')).toBeVisible();
      // Its own retries fail too while the API is down…
      const seen = failed;
      await expect.poll(() => failed).toBeGreaterThan(seen);
      // …and the first one after it is back brings the content, without 'Reintentar'.
      await setFaults(baseURL, { failRate: 0 });
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(`Total adeudado: ${formatMoney(3 * REGULAR.dues)}`)).toBeVisible();
      await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    });

    test('offline between screens: the message names the connection, and the screen comes by itself once back', async ({
      page,
      context,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Sin conexión a internet' })).toBeVisible();
      await expect(page.getByText('escríbenos')).toHaveCount(0);
      await context.setOffline(false);
      await expect(page.getByRole('combobox', { name: 'Cantidad de cuotas' })).toBeVisible();
    });

    test('offline on the dues screen, another count: its old total is marked, and Pagar waits', async ({
      page,
      context,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      const summary = page.getByLabel('Resumen del pago');
      const pay = page.getByRole('button', { name: 'Pagar', exact: true });
      await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues)}`);
      await expect(pay).toBeEnabled();
      await context.setOffline(true);
      await choose(page, 'Cantidad de cuotas', '2 cuotas');
      await expect(page.getByText(/^Total sin actualizar/)).toBeVisible();
      await expect(pay).toBeDisabled();
      // Back online, the right total and the button, by themselves.
      await context.setOffline(false);
      await expect(summary).toContainText(`Total a pagar${formatMoney(2 * REGULAR.dues)}`);
      await expect(pay).toBeEnabled();
      await expect(page.getByText(/^Total sin actualizar/)).toHaveCount(0);
    });
  });
}
