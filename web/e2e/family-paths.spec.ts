// Family paths, at a phone's and a desktop's width: an associated account without a
// paid-up date says who pays its incorporation; a sent invitation stays listed with its date until
// accepted; a bad RUT is said once, on the field; a member in someone's care can leave it.
import { test, expect, PERSONAS, openSignedIn } from './fixtures';

const ACCOUNT = '/my-account?menu=associate-accounts';
const TOMAS = '214365871';

for (const width of [390, 1280]) {
  test.describe(`family paths at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('María José sees how Sofía’s incorporation gets paid, her invitation waiting with its date, and a bad RUT marked on the field', async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.mariaJose, ACCOUNT);
      const list = page.getByRole('region', { name: 'Cuentas asociadas' });
      const sofia = list.getByRole('listitem').filter({ hasText: 'Sofía Muñoz Pérez' });
      await expect(sofia).toContainText('Debe pagar incorporación');
      await expect(sofia).toContainText('Sofía Muñoz Pérez paga su incorporación desde su propia cuenta');

      const rut = page.getByLabel('RUT');
      await rut.fill('11111111-1');
      await page.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(rut).toHaveAttribute('aria-invalid', 'true');
      await expect(rut).toHaveAccessibleDescription('El RUT ingresado no corresponde a un socio registrado.');
      await expect(page.getByText('El RUT ingresado no corresponde a un socio registrado.')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveCount(0);

      await rut.fill('15678234-3');
      await page.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(page.getByText('Invitación enviada')).toBeVisible();
      await expect(rut).not.toHaveAttribute('aria-invalid');
      const sent = list.getByRole('list', { name: 'Invitaciones enviadas' });
      await expect(sent).toContainText('Juan Carlos González Muñoz');
      await expect(sent).toContainText('Enviada el 21 de noviembre de 2026');
      await page.reload(); // kept by the API, not by the screen
      await expect(sent).toContainText('RUT 15.678.234-3');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // On the dues screen her box is disabled, and the same sentence says why.
      await page.goto('/pago/cuota?type_cuota=normal');
      const sofiaBox = page.getByRole('checkbox', { name: /Sofía Muñoz Pérez/ });
      await expect(sofiaBox).toBeDisabled();
      await expect(
        page.getByText(/Sofía Muñoz Pérez paga su incorporación desde su propia cuenta/),
      ).toBeVisible();
    });

    test('Tomás, in María José’s care, sees it and leaves it after confirming', async ({ page }) => {
      await openSignedIn(page, TOMAS, ACCOUNT);
      const care = page.getByRole('region', { name: 'Tu cuenta está a cargo de María José Pérez Soto' });
      await care.getByRole('button', { name: 'Dejar de estar a cargo' }).click();
      await expect(page.getByText('¿Dejar de estar a cargo?')).toBeVisible();
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(care).toBeVisible();
      // Still in care after a reload; and the confirmation opens afresh, not while the cancelled one
      // is still closing (that raced the dialog's closing on a loaded machine).
      await page.reload();
      await expect(care).toBeVisible();
      await care.getByRole('button', { name: 'Dejar de estar a cargo' }).click();
      // Enter on the button: the confirmation zooms in, and a click mid-animation can miss it.
      await page.getByRole('button', { name: 'Sí, dejar de estar a cargo' }).press('Enter');
      await expect(
        page.getByText('Tu cuenta ya no está asociada. Desde ahora solo tú pagas tus cuotas.'),
      ).toBeVisible();
      await expect(care).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Cuentas asociadas' })).toBeVisible();
      await expect(page.getByText(/Tu cuenta está a cargo/)).toHaveCount(0);
    });
  });
}
