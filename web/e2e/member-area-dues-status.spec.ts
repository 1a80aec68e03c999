import { test, expect, loginAs, PERSONAS } from './fixtures';

test.describe('member area: dues status on the dashboard', () => {
  test("when Juan Carlos owes 3 dues, 'Pagar' leads to the dues screen", async ({ page }) => {
    await loginAs(page, PERSONAS.juanCarlos);
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Regulariza tu situación' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    // With his 3 dues chosen in the address (a reload or a new login keeps them).
    await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal&numero_cuotas=3$/);
  });

  test('when Pedro owes 24 or more dues, the regularisation box leads to /pago/regularizacion', async ({
    page,
  }) => {
    await loginAs(page, PERSONAS.pedro);
    await expect(page.getByText('45 cuotas pendientes', { exact: true })).toBeVisible();
    const box = page.getByRole('region', { name: 'Regulariza tu situación' });
    await expect(box).toContainText(
      'Con 24 o más cuotas adeudadas puedes regularizar tu situación pagando el 50% de la deuda.',
    );
    await box.getByRole('link', { name: 'Regularizar' }).click();
    await expect(page).toHaveURL(/\/pago\/regularizacion\?type_cuota=regularizacion$/);
  });
});

test.describe('member area: blocked members', () => {
  for (const [persona, label] of [
    ['renuncia', 'Renuncia'],
    ['eliminado', 'Eliminado'],
    ['noHabilitado', 'No Habilitado'],
  ] as const) {
    test(`when a member in estado ${label} logs in, the dashboard says so and shows no member content`, async ({
      page,
    }) => {
      await loginAs(page, PERSONAS[persona]);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByText(`Según nuestros registros este RUT se encuentra en estado de ${label}.`),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'socios@example.cl' }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Credencial de socio' })).toHaveCount(0);
      await expect(page.getByText('Estado de cuotas')).toHaveCount(0);
    });
  }
});
