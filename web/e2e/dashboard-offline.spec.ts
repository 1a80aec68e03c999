// With the API failing or the connection gone, the dashboard says so once (one message, one
// 'Reintentar'), and fills in by itself when the browser is back online (SWR's reconnect revalidation).
import { REGULAR } from '../../test-support/persona-fees';
import { formatMoney } from '../src/domain/money';
import { test, expect, loginAs, PERSONAS } from './fixtures';
import { setFaults } from './fault-helpers';

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
  });
}
