import { test, expect, outbox } from './fixtures';
import type { Page } from '@playwright/test';

// A real 1×1 PNG (the fake API checks the first bytes of the photo).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_MEMBER = { rut: '187654327', email: 'ana.rojas@example.cl', password: 'clave-segura-1' };

/** The sign-up's lists are native selects: the option is chosen by its text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function register(page: Page) {
  await page.goto('/register');
  await page.getByLabel('RUT', { exact: true }).fill(NEW_MEMBER.rut);
  await expect(page.getByLabel('RUT', { exact: true })).toHaveValue('18.765.432-7');
  await page.getByLabel('Nombres').fill('Ana María');
  await page.getByLabel('Apellido paterno').fill('Rojas');
  await page.getByLabel('Apellido materno').fill('Lagos');
  await page.getByRole('radio', { name: 'Femenino' }).check();
  // A native date input (shown dd/mm/aaaa): Playwright fills it with the ISO date.
  await page.getByLabel('Fecha de nacimiento').fill('1990-03-15');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(NEW_MEMBER.email);
  await page.getByLabel('Confirmar correo electrónico').fill(NEW_MEMBER.email);
  await page.getByLabel('Celular').fill('912345678');
  await choose(page, 'Región', 'Metropolitana de Santiago');
  await expect(page.getByLabel('Comuna', { exact: true })).toBeEnabled();
  await choose(page, 'Comuna', 'Ñuñoa');
  await page.getByLabel('Calle').fill('Av. Grecia');
  await page.getByLabel('Número').fill('2001');
  await page.getByLabel('Contraseña', { exact: true }).fill(NEW_MEMBER.password);
  await page.getByLabel('Confirmar contraseña').fill(NEW_MEMBER.password);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(
    page.getByText('Se registró correctamente, fue enviado un email para validar su correo.'),
  ).toBeVisible();
}

test.describe('onboarding', () => {
  test('a new member registers, validates the e-mail, adds a photo and interests, pays the incorporation and is al día', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await register(page);

    const mail = (await outbox(request)).find((m) => m.to === NEW_MEMBER.email);
    expect(mail?.links[0]?.href).toBeTruthy();
    await page.goto(mail!.links[0]!.href);
    await expect(page).toHaveURL(/\/login\?status=true$/);
    await expect(page.getByText('Email validado exitosamente.')).toBeVisible();

    await page.getByLabel('RUT').fill(NEW_MEMBER.rut);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_MEMBER.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/validation\/first$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foto de perfil' })).toBeVisible();

    await page
      .getByLabel('Elegir foto')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByAltText('Vista previa de la foto elegida')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar Foto' }).click();
    await expect(page.getByText('Se subió correctamente su foto de perfil.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/validation\/second$/, { timeout: 8000 });

    await page.getByRole('checkbox', { name: 'Eventos' }).check();
    await page.getByRole('checkbox', { name: 'Fútbol femenino' }).check();
    await page.getByRole('button', { name: 'Guardar Intereses' }).click();
    await expect(page).toHaveURL(/\/validation\/pago\/incorporacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pago de incorporación' })).toBeVisible();

    // Incorporation paid through the fake Webpay with the approved test card.
    const pay = page.getByRole('button', { name: 'Pagar', exact: true });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page).toHaveURL(/\/webpay\/init/);
    await page.getByLabel('Número de tarjeta').fill('4051 8856 0044 6623');
    await page.getByLabel('Vencimiento').fill('12/29');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Pagar \$/ }).click();
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 45_000 });

    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida, Ana María' })).toBeVisible();
    await expect(page.getByText(/Se encuentra al día hasta \w+, \d{4}/)).toBeVisible();
  });

  test('the photo step refuses a file over 2 MB before uploading, and Omitir Paso goes on', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('RUT').fill('174563217');
    await page.getByLabel('Contraseña', { exact: true }).fill('socio1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/validation\/first$/);
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('upload-picture') && uploads.push(r.url()));
    await page.getByLabel('Elegir foto').setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(
      page.getByText(
        'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar Foto' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
    await page.getByRole('link', { name: 'Omitir Paso' }).click();
    await expect(page).toHaveURL(/\/validation\/second$/);
    await page.getByRole('link', { name: 'Omitir Paso' }).click();
    await expect(page).toHaveURL(/\/validation\/pago\/incorporacion$/);
  });
});
