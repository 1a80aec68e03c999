// One visual language for messages, at a phone's and a desktop's width — toasts open below the
// header (or the public card's crest), success boxes are the theme's success surface, and the
// onboarding photo step says when the photo was not saved.
import type { Locator } from '@playwright/test';
import { expect, loginAs, PERSONAS, test } from './fixtures';

const bottomOf = async (l: Locator) => {
  const box = (await l.boundingBox())!;
  return box.y + box.height;
};
const topOf = async (l: Locator) => (await l.boundingBox())!.y;
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
const PALE_GREEN = 'rgb(243, 249, 238)'; // colorSuccessBg (app/theme.ts)

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a toast on a public screen opens below the crest; the recovery is confirmed once, in a 5 s toast', async ({
      page,
    }) => {
      await page.goto('/password/recover-password');
      await page.getByRole('button', { name: 'Enviar email de recuperación' }).click();
      const toast = page.getByText('Existen campos que no cumplen con las validaciones');
      await expect(toast).toBeVisible();
      // Polled: the toast slides in from above.
      const crest = await bottomOf(page.locator('.public-brand'));
      await expect.poll(() => topOf(toast)).toBeGreaterThanOrEqual(crest);

      await page.getByLabel('RUT').fill(PERSONAS.mariaJose);
      await page.getByRole('button', { name: 'Enviar email de recuperación' }).click();
      // SPEC §8: the recovery's success is a toast too, announced politely, gone after 5 s.
      const sent = page.locator('.l-toast').getByRole('status').filter({ hasText: 'Te enviamos un correo' });
      await expect(sent).toBeVisible();
      await expect(
        page.getByText('Te enviamos un correo con el enlace para recuperar tu contraseña.'),
      ).toHaveCount(1);
      await page.screenshot({ path: `test-results/messages-recover-${width}.png` });
      await expect(sent).toBeHidden({ timeout: 8000 });
    });

    test('the login’s success alert is the theme’s success surface, in the club’s black', async ({
      page,
    }) => {
      await page.goto('/login?status=true');
      const alert = page.getByRole('status').filter({ hasText: 'Email validado exitosamente.' });
      await expect(alert).toBeVisible();
      expect(await background(alert)).toBe(PALE_GREEN);
      await expect(alert).toHaveCSS('color', 'rgb(20, 20, 20)');
    });

    test('in the member area a toast opens below the header; a photo that was not saved is said once with Reintentar', async ({
      page,
    }) => {
      await loginAs(page, PERSONAS.camila);
      await expect(page.getByRole('heading', { level: 1, name: 'Foto de perfil' })).toBeVisible();
      // Named .png, not a PNG inside: the browser lets it through, the server refuses it.
      await page.getByLabel('Elegir foto').setInputFiles({
        name: 'falsa.png',
        mimeType: 'image/png',
        buffer: Buffer.from('no soy una imagen'),
      });
      await page.getByRole('button', { name: 'Guardar Foto' }).click();
      const line = page.getByRole('alert').filter({ hasText: 'Tu foto no se guardó.' });
      await expect(line).toBeVisible();
      await expect(line.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Omitir Paso' })).toBeVisible();
      await page.screenshot({ path: `test-results/messages-photo-${width}.png` });

      await page.getByRole('link', { name: 'Omitir Paso' }).click();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Guardar Intereses' }).click();
      const toast = page.locator('.l-toast').getByRole('status').first();
      await expect(toast).toBeVisible();
      const header = await bottomOf(page.locator('.app-header'));
      await expect.poll(() => topOf(toast)).toBeGreaterThanOrEqual(header);
    });
  });
}
