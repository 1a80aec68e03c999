import type { APIRequestContext } from '@playwright/test';
import { test, expect, PERSONAS, openSignedIn, outbox } from './fixtures';
import { CARDS, choose, payWithCard } from './payments-helpers';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';
import { E2E_NOW } from './playwright.config';

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

  test('when the clock passes 3 days before December, each member with it on and a card gets one notice, and the 1st charges what it said', async ({
    page,
    request,
  }) => {
    await moveClock(request, NOV_28);
    const due = await chargeNotices(request);
    // Only María José has it on with a card: Juan Carlos and everyone else get nothing.
    expect(due.map((n) => n.rut)).toEqual([PERSONAS.mariaJose]);
    let sent = await notices(request);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('maria.jose@example.cl');
    expect(sent[0]!.text).toContain(
      `cobrará ${formatMoney(REGULAR.dues)} (1 cuota) entre el 1 y el 5 de diciembre de 2026, en tu VISA ····6623.`,
    );
    expect(sent[0]!.links[0]!.href).toMatch(/\/pagos\/automaticos\?menu=pagos-automaticos$/);

    // Moved again in the same month, and across the window's first day: nothing goes out twice.
    await moveClock(request, '2026-11-29T10:00:00-03:00');
    await moveClock(request, '2026-11-30T10:00:00-03:00');
    sent = await notices(request);
    expect(sent).toHaveLength(1);

    // Her screen says the same, on the day of the notice.
    await page.clock.setFixedTime(new Date(NOV_28));
    await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
    await expect(page.locator('.auto-summary')).toContainText(
      `entre el 1 y el 5 de diciembre de 2026, ${formatMoney(REGULAR.dues)} (1 cuota) en VISA ····6623`,
    );

    await moveClock(request, DEC_1);
    const charge = await (await request.post('/__mock/auto-charge')).json();
    expect(charge.charged).toEqual([
      expect.objectContaining({ rut: PERSONAS.mariaJose, total: due[0]!.total, status: true }),
    ]);
    expect(await notices(request)).toHaveLength(1);
  });

  test('when María José turns it off on the 28th, the screen says from when and the 1st charges nothing', async ({
    page,
    request,
  }) => {
    await moveClock(request, NOV_28);
    await page.clock.setFixedTime(new Date(NOV_28));
    await openSignedIn(page, PERSONAS.mariaJose, '/pagos/automaticos?menu=pagos-automaticos');
    await page.getByText('Desactivar pago automático').click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración de pago automático guardada.')).toBeVisible();
    const summary = page.locator('.auto-summary');
    await expect(summary).toContainText('Desactivado');
    await expect(summary.locator('div', { hasText: 'Sin cobros desde' })).toContainText('diciembre de 2026');

    await moveClock(request, DEC_1);
    const charge = await (await request.post('/__mock/auto-charge')).json();
    expect(charge.charged).toEqual([]);
  });

  test('when the API sends only what the spec shows, the next charge still says when, how much and on which card', async ({
    page,
    request,
  }) => {
    const faults = { shapes: 'spec', unshown: 'missing' };
    expect((await request.post('/__mock/faults', { data: faults })).ok()).toBe(true);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await openSignedIn(page, PERSONAS.mariaJose, '/dashboard');
    await expect(page.locator('.auto-summary')).toContainText(
      `entre el 1 y el 5 de diciembre de 2026, ${formatMoney(REGULAR.dues)} (1 cuota) en tu tarjeta inscrita`,
    );
    await expect(page.locator('main')).not.toContainText(/undefined|NaN|null/);
  });
});

const NOV_28 = '2026-11-28T09:00:00-03:00';
const DEC_1 = '2026-12-01T09:00:00-03:00';

async function moveClock(request: APIRequestContext, now: string) {
  expect((await request.post('/__mock/clock', { data: { now } })).ok()).toBe(true);
}

/** The notices the fake's scheduler sent, newest first. */
const notices = async (request: APIRequestContext) =>
  (await outbox(request)).filter((m) => m.subject.startsWith('Tu pago automático de'));

/** Whom the next notice is for, and the amount it announces (the control room's list). */
async function chargeNotices(request: APIRequestContext): Promise<{ rut: string; total: number }[]> {
  return (await (await request.get('/__mock/charge-notices')).json()) as { rut: string; total: number }[];
}
