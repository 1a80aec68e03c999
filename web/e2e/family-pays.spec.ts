// The family pays together, at a phone's and a desktop's width: every way to pay for an account in
// María José's care (her accounts page, the dashboard's family block) opens the dues screen with
// that account ticked and its months chosen; the screen starts on her saved card and does not ask
// her to turn on the automatic payment she has on; a session that ends before she pays brings her
// back to the same choice. And a member without a card is offered it after paying by Webpay.
import type { Page } from '@playwright/test';
import { test, expect, openSignedIn, loginAs, PERSONAS, PASSWORD } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { CHILD, REGULAR } from '../../test-support/persona-fees';

/** What the dues screen shows once a link chose Tomás and his 3 months for her. */
async function expectTomasChosen(page: Page) {
  await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal&cuentas=\d+&numero_cuotas=3$/);
  await expect(page.getByRole('checkbox', { name: /Tomás Muñoz Pérez/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Sofía Muñoz Pérez/ })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Cantidad de cuotas' })).toHaveValue('3');
  const summary = page.getByLabel('Resumen del pago');
  // His 3 months and hers (her own account is always included, and the screen says why).
  await expect(summary).toContainText('Cuotas pendientes3');
  await expect(summary).toContainText(new RegExp(`Tomás Muñoz Pérez.*\\${formatMoney(3 * CHILD.dues)}`));
  await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)}`);
  await expect(page.getByText(/^Tu cuenta va siempre incluida/)).toBeVisible();
  // Her saved card, one tap; and no invitation to turn on what is on.
  await expect(page.getByRole('radio', { name: 'OneClick' })).toBeChecked();
  await expect(page.getByText('Se cobrará en tu tarjeta VISA ····6623.')).toBeVisible();
  await expect(page.getByText(/Tu Pago Albomático está activado/)).toBeVisible();
  await expect(page.getByText(/Activa el Pago Albomático/)).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test.describe(`the family pays at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("María José follows 'Pagar cuotas de Tomás' from her accounts: he is ticked, his months chosen, on her card", async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/my-account?menu=associate-accounts');
      await page.getByRole('link', { name: 'Pagar cuotas de Tomás Muñoz Pérez' }).click();
      await expectTomasChosen(page);
    });

    test('her dashboard’s family block, near the top, says what each owes and pays for Tomás', async ({
      page,
    }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
      const family = page.getByRole('region', { name: 'Tu familia' });
      const tomas = family.getByRole('listitem').filter({ hasText: 'Tomás Muñoz Pérez' });
      await expect(tomas).toContainText(`Debe 3 cuotas · ${formatMoney(3 * CHILD.dues)}`);
      await expect(tomas).toContainText('septiembre a noviembre de 2026');
      await expect(family.getByRole('listitem').filter({ hasText: 'Sofía Muñoz Pérez' })).toContainText(
        'Debe pagar incorporación',
      );
      await expect(family).toContainText('2 cuentas asociadas');
      // Near the top: right under the dues status, before the members counter and the shop banner.
      const status = (await page.getByRole('heading', { name: 'Estado de cuotas' }).boundingBox())!;
      const familyBox = (await family.boundingBox())!;
      const counter = (await page.getByRole('heading', { name: 'Socios al día' }).boundingBox())!;
      const shop = (await page.getByRole('heading', { name: 'Tienda oficial' }).boundingBox())!;
      expect(familyBox.y).toBeGreaterThan(status.y);
      expect(familyBox.y).toBeLessThan(shop.y);
      if (width === 390) expect(familyBox.y).toBeLessThan(counter.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The link says what the dues screen will charge: his 3 months and her own 3.
      const payTomas = tomas.getByRole('link', { name: 'Pagar por Tomás' });
      await expect(payTomas).toHaveAccessibleDescription(
        `3 de Tomás + 3 tuyas: ${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)}`,
      );
      await payTomas.click();
      await expectTomasChosen(page);
    });

    test('a session that ends before she pays brings her back with Tomás ticked and the count she chose', async ({
      page,
      request,
    }) => {
      await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
      await page.getByRole('checkbox', { name: /Tomás Muñoz Pérez/ }).check();
      await choose(page, 'Cantidad de cuotas', '2 cuotas');
      await expect(page.getByLabel('Resumen del pago')).toContainText(
        `Total a pagar${formatMoney(2 * REGULAR.dues + 2 * CHILD.dues)}`,
      );
      // 13 hours later the token is past its absolute expiry (12 h) on the fake API's clock.
      const { now } = (await (await request.get('/__mock/clock')).json()) as { now: string };
      await request.post('/__mock/clock', {
        data: { now: new Date(Date.parse(now) + 13 * 3600_000).toISOString() },
      });
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo.')).toBeVisible();
      await page.getByLabel('RUT').fill(PERSONAS.mariaJose);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal&cuentas=\d+&numero_cuotas=2$/);
      await expect(page.getByRole('checkbox', { name: /Tomás Muñoz Pérez/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Cantidad de cuotas' })).toHaveValue('2');
      await expect(page.getByLabel('Resumen del pago')).toContainText(
        `Total a pagar${formatMoney(2 * REGULAR.dues + 2 * CHILD.dues)}`,
      );
    });

    test('Juan Carlos, without a card, starts on Webpay, and after paying is offered to keep it and pay automatically', async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.juanCarlos);
      await page.getByRole('link', { name: 'Pagar', exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Webpay' })).toBeChecked();
      await expect(page.getByRole('link', { name: 'Activa el Pago Albomático' })).toBeVisible();
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
      await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 20_000 });
      const offer = page.getByRole('region', { name: '¿La próxima vez, sin volver a pagar?' });
      await expect(offer).toContainText('Guarda tu tarjeta y activa el Pago Albomático');
      await expect(offer.getByRole('link', { name: 'Guardar tarjeta y activar' })).toHaveAttribute(
        'href',
        '/pagos/automaticos?menu=pagos-automaticos',
      );
    });
  });
}
