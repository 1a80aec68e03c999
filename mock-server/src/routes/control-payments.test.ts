import { describe, it, expect, vi } from 'vitest';
import { loggedIn, makeApp, PERSONAS } from '../test/harness';
import { REGULAR_DUES, startDues } from '../test/payments';

// Seeded on 2026-11-21: María José is paid up to 2026-11, her automatic payment (1 dues, saved VISA)
// already charged in 2026-11. Moving the clock to December makes her December dues due.
const DECEMBER_1 = '2026-12-01T09:00:00-03:00';

describe('POST /__mock/auto-charge', () => {
  it('when run on day 1 of the month, charges María José her configured dues once, as an automatic payment', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    t.clock.set(DECEMBER_1);
    const res = await t.api().post('/__mock/auto-charge');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month: '2026-12', inWindow: true });
    expect(res.body.charged).toEqual([
      {
        rut: PERSONAS.mariaJose,
        id_compra: expect.any(Number),
        total: REGULAR_DUES,
        status: true,
        data: 'Pago realizado exitosamente.',
      },
    ]);
    const purchase = t.store.state.purchases.find((p) => p.id === res.body.charged[0].id_compra)!;
    expect(purchase).toMatchObject({ tipo_pago: 'pago_automatico', metodo_pago: 'oneclick', estado: 2 });
    const row = t.store.state.payments.find((p) => p.purchaseId === purchase.id)!;
    expect(row).toMatchObject({
      medio: 'Pago automático',
      tipo_pago: 'pago_automatico',
      wp_cardNumber: '6623',
    });
    expect(row.detail_pago.map((d) => d.payed_month)).toEqual(['2026-12']);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2026-12');
    expect(t.store.state.autoPayments.find((a) => a.memberId === 1)!.lastChargedMonth).toBe('2026-12');
  });

  it('when run twice in the same month, the second run charges nothing', async () => {
    const t = makeApp();
    t.clock.set(DECEMBER_1);
    await t.api().post('/__mock/auto-charge');
    const count = t.store.state.purchases.length;
    t.clock.set('2026-12-03T09:00:00-03:00');
    const second = await t.api().post('/__mock/auto-charge');
    expect(second.body.charged).toEqual([]);
    expect(second.body.skipped).toEqual([{ rut: PERSONAS.mariaJose, reason: 'Ya se cobró este mes.' }]);
    expect(t.store.state.purchases.length).toBe(count);
  });

  it('when run on day 6, outside days 1–5, charges nothing', async () => {
    const t = makeApp();
    t.clock.set('2026-12-06T09:00:00-03:00');
    const count = t.store.state.purchases.length;
    const res = await t.api().post('/__mock/auto-charge');
    expect(res.body).toMatchObject({ inWindow: false, charged: [] });
    expect(t.store.state.purchases.length).toBe(count);
  });

  it('when run in the month already charged (the seed), charges nothing', async () => {
    const t = makeApp('2026-11-02T09:00:00-03:00');
    const res = await t.api().post('/__mock/auto-charge');
    expect(res.body.charged).toEqual([]);
  });

  it('when the saved card was deleted, the member is skipped (and the automatic payment was switched off)', async () => {
    const t = makeApp();
    t.store.state.cards = [];
    t.clock.set(DECEMBER_1);
    const res = await t.api().post('/__mock/auto-charge');
    expect(res.body.charged).toEqual([]);
    expect(res.body.skipped).toEqual([{ rut: PERSONAS.mariaJose, reason: 'Sin tarjeta inscrita.' }]);
  });

  it('when the provider rejects the automatic charge, it is not retried that month and the member is told by e-mail', async () => {
    const t = makeApp();
    await t.api().post(`/__mock/oneclick/${PERSONAS.mariaJose}/revoke`);
    t.clock.set(DECEMBER_1);
    const res = await t.api().post('/__mock/auto-charge');
    expect(res.body.charged[0]).toMatchObject({ status: false });
    expect(res.body.charged[0].data).toContain('-96');
    expect(t.store.state.outbox.map((m) => m.subject)).toEqual(['No pudimos cobrar tu pago automático']);
    expect((await t.api().post('/__mock/auto-charge')).body.charged).toEqual([]);
  });
});

describe('the automatic-charge timer', () => {
  it('when config.autoChargeIntervalMs is set, the charge runs by itself on day 1', async () => {
    const t = makeApp(DECEMBER_1, { autoChargeIntervalMs: 10 });
    // Seeded on December 1st, the fixture says "already charged this month": pretend it was November.
    t.store.state.autoPayments[0]!.lastChargedMonth = '2026-11';
    t.store.memberById(1)!.al_dia_hasta = '2026-11';
    await vi.waitFor(() =>
      expect(
        t.store.state.purchases.some((p) => p.tipo_pago === 'pago_automatico' && p.fecha === '2026-12-01'),
      ).toBe(true),
    );
  });
});

describe('the control room’s payment list and revoke', () => {
  it('when listed, shows every purchase with its provider side; revoking a member without a card answers 404', async () => {
    const t = makeApp();
    const list = await t.api().get('/__mock/payments');
    expect(list.body.map((p: { id_compra: number }) => p.id_compra)).toContain(101);
    expect((await t.api().post(`/__mock/oneclick/${PERSONAS.juanCarlos}/revoke`)).status).toBe(404);
  });

  it('when a member starts a Webpay payment, its row carries the token the browser posts to the provider', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const { start: s } = await startDues(t, token);
    const list = await t.api().get('/__mock/payments');
    expect(list.body.at(-1)).toMatchObject({ id_compra: s.id_compra, token: s.ws_token });
    expect(list.body.find((p: { id_compra: number }) => p.id_compra === 101).token).toBeNull();
  });
});
