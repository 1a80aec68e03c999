import { test, expect, PERSONAS, openSignedIn } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

test.describe('payments: Pago Albomático', () => {
  test('when Juan Carlos enrols a card and enables it, the monthly charge pays his dues and shows in the history', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, PERSONAS.juanCarlos, '/pagos/automaticos?menu=pagos-automaticos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pago Albomático' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
    await expect(page).toHaveURL(/\/webpay\/oneclick\/inscription/);
    await payWithCard(page, CARDS.visaApproved, 'Inscribir tarjeta');
    await expect(page).toHaveURL(/\/pagos\/automaticos\?menu=pagos-automaticos&status_oneclick=true$/);
    await expect(page.getByText('Tu tarjeta ha sido inscrita exitosamente.')).toBeVisible();
    await expect(page.locator('.pay-card-name')).toHaveText('VISA ····6623');

    await choose(page, 'Cuotas a pagar cada mes', '2 cuotas');
    await page.getByText('Autorizar pago automático').click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración de pago automático guardada.')).toBeVisible();

    // The control room: first day of next month, then this month's automatic charge.
    expect((await request.post('/__mock/clock', { data: { now: '2026-12-01T09:00:00-03:00' } })).ok()).toBe(
      true,
    );
    const charge = await (await request.post('/__mock/auto-charge')).json();
    expect(charge.charged).toContainEqual(
      expect.objectContaining({ rut: PERSONAS.juanCarlos, total: 2 * REGULAR.dues, status: true }),
    );

    // Ten days later his session has expired: log in again and look at the history.
    await openSignedIn(page, PERSONAS.juanCarlos, '/account/payments/history?menu=payments-history');
    const row = page.getByRole('row').filter({ hasText: 'Pago automático' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatMoney(2 * REGULAR.dues));
    await expect(row).toContainText('septiembre de 2026');
  });
});
