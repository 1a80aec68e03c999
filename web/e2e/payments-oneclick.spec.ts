import { test, expect, PERSONAS, openSignedIn } from './fixtures';
import { choose, purchases } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { CHILD, REGULAR } from '../../test-support/persona-fees';

test.describe('payments: dues with the saved card (OneClick)', () => {
  test('when María José pays for herself and Tomás with her card, it is charged at once; Sofía cannot be ticked', async ({
    page,
    request,
  }) => {
    const before = (await purchases(request, PERSONAS.mariaJose)).length;
    await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
    const own = page.getByRole('checkbox', { name: /María José Pérez Soto/ });
    await expect(own).toBeChecked();
    await expect(own).toBeDisabled();
    const sofia = page.getByRole('checkbox', { name: /Sofía Muñoz Pérez/ });
    await expect(sofia).toBeDisabled();
    await expect(page.getByText('Debe pagar incorporación')).toBeVisible();

    await page.getByText('Tomás Muñoz Pérez').click();
    await expect(page.getByRole('checkbox', { name: /Tomás Muñoz Pérez/ })).toBeChecked();
    await choose(page, 'Cantidad de cuotas', '3 cuotas');
    await page.getByText('OneClick', { exact: true }).click();
    const summary = page.getByLabel('Resumen del pago');
    // Grouped by person: hers, then Tomás's.
    await expect(summary).toContainText(new RegExp(`Tomás Muñoz Pérez.*\\${formatMoney(3 * CHILD.dues)}`));
    await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)}`);

    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const confirm = page
      .getByRole('dialog', {
        name: `¿Pagar ${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)} con VISA ····6623?`,
      })
      .getByRole('button', { name: 'Confirmar' });
    await confirm.dblclick(); // a double click is still one payment
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Pago de María José Pérez Soto' })).toContainText(
      formatMoney(3 * REGULAR.dues),
    );
    await expect(page.getByRole('region', { name: 'Pago de Tomás Muñoz Pérez' })).toContainText(
      formatMoney(3 * CHILD.dues),
    );

    const added = (await purchases(request, PERSONAS.mariaJose)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      metodo_pago: 'oneclick',
      total: 3 * REGULAR.dues + 3 * CHILD.dues,
      estado: 2,
    });
  });

  for (const [reducedMotion, zooms] of [
    ['no-preference', true],
    ['reduce', false],
  ] as const) {
    test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
      test.use({ reducedMotion });
      test(`the confirmation dialog ${zooms ? 'zooms in' : 'opens at once, without zooming'}`, async ({
        page,
      }) => {
        await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
        await choose(page, 'Cantidad de cuotas', '1 cuota');
        await page.getByText('OneClick', { exact: true }).click();
        await page.getByRole('button', { name: 'Pagar', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: /^¿Pagar \$.* con VISA ····6623\?$/ });
        await expect(dialog).toBeVisible();
        // The animation the dialog opens with (read from its style, not caught while it plays).
        const animation = await dialog.evaluate((el) => getComputedStyle(el).animationName);
        expect(animation !== 'none').toBe(zooms);
      });
    });
  }
});
