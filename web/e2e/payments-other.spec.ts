import { test, expect, loginAs, PERSONAS, openSignedIn } from './fixtures';
import { CARDS, choose, payWithCard, purchases } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { EXTRAORDINARY_CHOICE, PEDRO_REGULARIZATION } from '../../test-support/persona-fees';

const FINAL = { timeout: 20_000 };

test.describe('payments: regularisation and extraordinary contributions', () => {
  test('when Pedro regularises, he pays half of his 45 dues by Webpay and the receipt lists them', async ({
    page,
  }) => {
    await loginAs(page, PERSONAS.pedro);
    await page
      .getByRole('region', { name: 'Regulariza tu situación' })
      .getByRole('link', { name: 'Regularizar' })
      .click();
    await expect(page).toHaveURL(/\/pago\/regularizacion\?type_cuota=regularizacion$/);
    const summary = page.getByLabel('Resumen de la regularización');
    await expect(summary).toContainText('Cuotas pendientes45');
    await expect(summary).toContainText(`Total a pagar (50%)${formatMoney(PEDRO_REGULARIZATION.valor)}`);
    await page.getByRole('checkbox', { name: /pierdo la opción de ser socio honorario/ }).check();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/webpay\/init/);
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    await expect(page.getByText('marzo de 2023', { exact: true })).toBeVisible();
    await expect(page.getByText('Regularización').first()).toBeVisible();

    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
  });

  test('when 2 extraordinary dues of one amount of the list are chosen, the screen shows and charges twice it', async ({
    page,
    request,
  }) => {
    const total = formatMoney(2 * EXTRAORDINARY_CHOICE);
    const before = (await purchases(request, PERSONAS.juanCarlos)).length;
    await openSignedIn(page, PERSONAS.juanCarlos, '/pago/extraordinaria?type_cuota=extraordinaria');
    await choose(page, 'Cantidad de cuotas', '2 cuotas');
    await choose(page, 'Monto por cuota', formatMoney(EXTRAORDINARY_CHOICE));
    await expect(page.getByLabel('Resumen del aporte')).toContainText(`Total a pagar${total}`);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/webpay\/init/);
    await expect(page.getByRole('button', { name: `Pagar ${total}` })).toBeVisible();
    await payWithCard(page, CARDS.visaApproved, `Pagar ${total}`);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    await expect(page.getByLabel('Datos del pago')).toContainText(`Total pagado${total}`);
    const extra = (await purchases(request, PERSONAS.juanCarlos)).slice(before);
    expect(extra).toEqual([
      expect.objectContaining({ tipo_pago: 'extraordinaria', total: 2 * EXTRAORDINARY_CHOICE, estado: 2 }),
    ]);
  });
});
