// The SPA against an API that answers each call with the fields SPEC §3/§7 names and nothing more
// (MOCK_SHAPES=spec, mock-server/src/http/spec-fields.ts): no grand_total, receptor, id_compra,
// desde/hasta, deuda… Every member journey still works: totals are added up, months follow from the
// paid-up month, the purchase number comes from the address, and what cannot be derived is left out.
import type { Page } from '@playwright/test';
import { test, expect, loginAs, openSignedIn, outbox, PERSONAS } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { CHILD, REGULAR } from '../../test-support/persona-fees';

const GARBAGE = /undefined|NaN|\[object Object\]|null/;
const FINAL = { timeout: 20_000 };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Nothing a parser missed reaches the screen, and no answer is blamed on the connection. */
async function expectReadable(page: Page) {
  await expect(page.locator('main')).not.toContainText(GARBAGE);
  await expect(page.getByText(/Revisa tu conexión|no pudimos leer su respuesta/)).toHaveCount(0);
}

test.describe('against an API that sends only the fields the spec names', () => {
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__mock/faults', { data: { shapes: 'spec' } })).ok()).toBe(true);
  });

  test('Juan Carlos pays 3 dues by Webpay: total and months derived, final page, receipt and both histories', async ({
    page,
  }) => {
    await loginAs(page, PERSONAS.juanCarlos);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/pago\/cuota/);
    await choose(page, 'Cantidad de cuotas', '3 cuotas');
    const summary = page.getByLabel('Resumen del pago');
    // cuotas/valores/accounts/detail sent no grand_total and no months.
    await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues)}`);
    await expect(summary).toContainText('septiembre de 2026 a noviembre de 2026');
    await expectReadable(page);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/payments/create-payment-cuotas'));
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    expect(((await sent).postDataJSON() as { valor: unknown }).valor).toBe(3 * REGULAR.dues);
    await expect(page).toHaveURL(/\/webpay\/init/);
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    const id = new URL(page.url()).searchParams.get('id_compra') ?? '';
    // payments/info sent no id_compra: the number is the one in the address.
    const number = page.locator('dt', { hasText: 'Nº de compra' }).locator('xpath=following-sibling::dd[1]');
    await expect(number).toHaveText(id);
    await expectReadable(page);

    await page.getByRole('link', { name: 'Ver comprobante' }).click();
    await expect(page).toHaveURL(new RegExp(`/comprobante/${id}$`));
    await expect(page.getByText(`Nº de compra ${id}`)).toBeVisible();
    await expect(page.getByText('Tarjeta ····6623 · Crédito')).toBeVisible();
    await expect(page.getByText(`Total pagado${formatMoney(3 * REGULAR.dues)}`)).toBeVisible();

    await page.goto('/account/payments/history');
    const payments = page.getByRole('region', { name: 'Historial de Pagos', exact: true });
    await expect(payments.getByText(formatMoney(3 * REGULAR.dues)).first()).toBeVisible();
    await expect(payments.getByText('septiembre de 2026 a noviembre de 2026').first()).toBeVisible();
    // No receptor in the answer: the table's column has no name in it.
    await expect(payments.getByText('Juan Carlos', { exact: false })).toHaveCount(0);
    await expectReadable(page);

    await page.goto('/account/purchases/history');
    await expect(page.getByText('PAGADA', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: id, exact: true })).toBeVisible();
    await expectReadable(page);

    await page.goto('/dashboard');
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
  });

  test('María José pays for herself and Tomás by OneClick, then reads her profile, accounts, automatic payment and credential', async ({
    page,
  }) => {
    await openSignedIn(page, PERSONAS.mariaJose, '/pago/cuota?type_cuota=normal');
    await page.getByText('Tomás Muñoz Pérez').click();
    await choose(page, 'Cantidad de cuotas', '3 cuotas');
    await page.getByText('OneClick', { exact: true }).click();
    const summary = page.getByLabel('Resumen del pago');
    // The account's entry carried only its totals: its name comes from 'Cuentas asociadas'.
    await expect(summary).toContainText(new RegExp(`Tomás Muñoz Pérez.*\\${formatMoney(3 * CHILD.dues)}`));
    await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)}`);
    await expectReadable(page);

    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page
      .getByRole('dialog', {
        name: `Pagar ${formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)} con VISA ····6623?`,
      })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible(FINAL);
    await expect(page.getByRole('region', { name: 'Pago de Tomás Muñoz Pérez' })).toContainText(
      formatMoney(3 * CHILD.dues),
    );
    await expectReadable(page);

    await page.goto('/my-profile');
    await expect(page.getByLabel('Nombres', { exact: true })).toHaveValue('María José');
    await expectReadable(page);

    await page.goto('/my-account');
    await expect(page.getByText('Tomás Muñoz Pérez')).toBeVisible();
    await expectReadable(page);

    await page.goto('/pagos/automaticos');
    await expect(page.getByText(/6623/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración de pago automático guardada.')).toBeVisible();
    await expectReadable(page);

    await page.goto('/credencial');
    await expect(page.getByText(/10\.234/).first()).toBeVisible();
    await expectReadable(page);
  });

  test('Pedro regularises: without deuda the summary leaves that line out, and he pays the spec total', async ({
    page,
  }) => {
    await openSignedIn(page, PERSONAS.pedro, '/pago/regularizacion?type_cuota=regularizacion');
    const summary = page.getByLabel('Resumen de la regularización');
    // The pending count and the permission come from the fee info (SPEC §3), not this answer.
    await expect(summary).toContainText('Cuotas pendientes45');
    await expect(summary).not.toContainText('Deuda total');
    const shown = await summary.locator('dd').last().textContent();
    await expectReadable(page);

    await page.getByRole('checkbox', { name: /Entiendo que al regularizar/ }).check();
    const sent = page.waitForRequest((r) =>
      r.url().endsWith('/api/payments/create-payment-cuotas-regularizacion'),
    );
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const body = (await sent).postDataJSON() as { valor: number; numero_cuotas: number };
    expect(body.numero_cuotas).toBe(45);
    expect(shown).toBe(`$${body.valor.toLocaleString('es-CL')}`);
    await expect(page).toHaveURL(/\/webpay\/init/);
  });

  test('a new member signs up, validates the e-mail, adds photo and interests and pays the incorporation', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const member = { rut: '187654327', email: 'ana.rojas@example.cl', password: 'clave-segura-1' };
    await page.goto('/register');
    await page.getByLabel('RUT', { exact: true }).fill(member.rut);
    await page.getByLabel('Nombres').fill('Ana María');
    await page.getByLabel('Apellido paterno').fill('Rojas');
    await page.getByLabel('Apellido materno').fill('Lagos');
    await page.getByRole('radio', { name: 'Femenino' }).check();
    await page.getByLabel('Fecha de nacimiento').fill('1990-03-15');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(member.email);
    await page.getByLabel('Confirmar correo electrónico').fill(member.email);
    await page.getByLabel('Celular').fill('912345678');
    await page.getByLabel('Región', { exact: true }).selectOption({ label: 'Metropolitana de Santiago' });
    await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Ñuñoa' });
    await page.getByLabel('Calle').fill('Av. Grecia');
    await page.getByLabel('Número').fill('2001');
    await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
    await page.getByLabel('Confirmar contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(
      page.getByText('Se registró correctamente, fue enviado un email para validar su correo.'),
    ).toBeVisible();

    const mail = (await outbox(request)).find((m) => m.to === member.email);
    await page.goto(mail!.links[0]!.href);
    await expect(page.getByText('Email validado exitosamente.')).toBeVisible();
    await page.getByLabel('RUT').fill(member.rut);
    await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/validation\/first$/);
    await page
      .getByLabel('Elegir foto')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Guardar Foto' }).click();
    await expect(page).toHaveURL(/\/validation\/second$/, { timeout: 8000 });
    // `interests` sent names only (no ids): each still has its own checkbox.
    await page.getByRole('checkbox', { name: 'Eventos' }).check();
    await page.getByRole('checkbox', { name: 'Fútbol femenino' }).check();
    await expect(page.getByRole('checkbox', { name: 'Eventos' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar Intereses' }).click();
    await expect(page).toHaveURL(/\/validation\/pago\/incorporacion$/);

    // cuotas/valores sent total_old and total_current only: the total adds them, no 'Período' row.
    const summary = page.getByLabel('Resumen de la incorporación');
    await expect(summary).toContainText(
      `Total a pagar${formatMoney(REGULAR.incorporacion + 3 * REGULAR.dues)}`,
    );
    await expect(summary).not.toContainText('Período');
    await expectReadable(page);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCard(page, CARDS.visaApproved, /^Pagar \$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page.getByText(/Se encuentra al día hasta \w+, \d{4}/)).toBeVisible();
  });
});
