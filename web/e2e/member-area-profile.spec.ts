import { test, expect, loginAs, PASSWORD, PERSONAS, openSignedIn, saveNewPhoto } from './fixtures';

test.describe('member area: profile', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, PERSONAS.mariaJose, '/my-profile');
  });

  test('when Mis Datos has a validation error, it says so; once fixed it saves and stays saved', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: 'Mis Datos' });
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('maria.jose@example.cl');
    await expect(form.getByLabel('RUT')).toHaveValue('12.345.678-5');
    await expect(form.getByLabel('RUT')).toBeDisabled();
    await form.getByLabel('Número').fill('dos mil uno');
    await form.getByLabel('Correo electrónico').fill('maria@');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Debes escribir un numero')).toBeVisible();
    await expect(
      form.getByText('Por favor, introduce una dirección de correo electrónico válida.'),
    ).toBeVisible();

    await form.getByLabel('Número').fill('2100');
    await form.getByLabel('Correo electrónico').fill('mariajose.perez@example.cl');
    await form.getByLabel('Calle').fill('Av. Irarrázaval');
    // A new e-mail asks for the current password.
    await form.getByLabel('Contraseña actual').fill(PASSWORD);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Perfil actualizado exitosamente.')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Calle')).toHaveValue('Av. Irarrázaval');
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('mariajose.perez@example.cl');
  });

  test('when a new photo is saved, it shows on the profile and on the dashboard credential', async ({
    page,
  }) => {
    await saveNewPhoto(page);
    const photo = page.getByRole('img', { name: 'Foto de María José Pérez Soto' });
    await expect(photo).toBeVisible();
    // The new photo is the uploaded 1 px image once decoded; under load decoding can trail its showing.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(1);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Credencial de socio' })
        .getByRole('img', { name: 'Foto de María José Pérez Soto' }),
    ).toBeVisible();
  });

  test('when the current password is wrong the server says so; with the right one it changes', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual es requerida.')).toBeVisible();
    await expect(form.getByText('La nueva contraseña es requerida.')).toBeVisible();

    await form.getByLabel('Contraseña actual').fill('equivocada');
    await form.getByLabel('Nueva contraseña').fill('albo-2026!');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

    await form.getByLabel('Contraseña actual').fill('socio1234');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('Contraseña actualizada exitosamente.')).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await loginAs(page, PERSONAS.mariaJose, 'albo-2026!');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
