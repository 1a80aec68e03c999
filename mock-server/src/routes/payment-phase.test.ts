// One payment state, read the same by every screen: an approval the club has not confirmed yet is
// "en confirmación" on the fee info, the purchases history, the payment's info and the console,
// whatever the method (Webpay, Oneclick, the automatic charge) and whether the club confirms it
// after a delay or by hand. Only a Webpay payment the member has not finished is "at the provider".
import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { advance, duesBody, payWith, startDues, VISA, type TestApp } from '../test/payments';
import { consoleView } from '../pages/console-view';

const ONECLICK = '/api/payments/transbank/oneclick/authorize/cuota';
const DECEMBER_1 = '2026-12-01T09:00:00-03:00';

/** What each reader says about purchase `id` of the member with `token`. */
async function readers(t: TestApp, token: string, id: number) {
  const fee = await t.get('/api/socios/profile/info-cuotas', token);
  const purchases = await t.get('/api/socios/account/purchases/history', token);
  const info = await t.get(`/api/payments/info/${id}`, token);
  const row = (purchases.body.data as { id: number; en_confirmacion: boolean; estado: number }[]).find(
    (p) => p.id === id,
  );
  const listed = consoleView(t.app.deps, 'x').payments.find((p) => p.id === id);
  return {
    pendientes: fee.body.cuotas_pendientes as number,
    pago_en_curso: fee.body.pago_en_curso,
    history: row && { estado: row.estado, en_confirmacion: row.en_confirmacion },
    info: info.body.main_payment.estado as number,
    console: listed && { state: listed.state, canConfirm: listed.canConfirm },
  };
}

const inConfirmation = (id: number, pendientes: number) => ({
  pendientes,
  pago_en_curso: { id_compra: id, en_confirmacion: true },
  history: { estado: 1, en_confirmacion: true },
  info: 1,
  console: { state: 'en confirmación', canConfirm: true },
});

const paid = (pendientes: number) => ({
  pendientes,
  pago_en_curso: null,
  history: { estado: 2, en_confirmacion: false },
  info: 2,
  console: undefined,
});

describe('a payment approved by the provider reads "en confirmación" everywhere until the club confirms it', () => {
  it('when Juan pays his 3 dues by Webpay and the club confirms by hand, his 3 pending dues stay until then', async () => {
    const t = makeApp(); // confirmDelayMs -1: only 'Confirmar' in the console confirms
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    const { start, purchase } = await startDues(t, token);
    expect(await readers(t, token, purchase.id)).toMatchObject({
      pendientes: 3,
      pago_en_curso: { id_compra: purchase.id, en_confirmacion: false },
      history: { estado: 1, en_confirmacion: false },
      console: { state: 'en curso (en el proveedor)', canConfirm: false },
    });
    await payWith(t, start.ws_token, VISA);
    expect(await readers(t, token, purchase.id)).toEqual(inConfirmation(purchase.id, 3));
    expect((await t.api().post(`/__mock/payments/${purchase.id}/confirm`)).status).toBe(200);
    expect(await readers(t, token, purchase.id)).toEqual(paid(0));
  });

  it('when María José pays with her saved card, the charge is in confirmation (never "at Webpay"), by hand or after the delay', async () => {
    for (const confirmDelayMs of [-1, 4000]) {
      const t = makeApp(undefined, { confirmDelayMs });
      const token = await t.tokenFor(PERSONAS.mariaJose);
      const charge = await t.post(ONECLICK, token, duesBody({ metodo_pago: 'oneclick' }));
      const id = charge.body.id_compra as number;
      expect(await readers(t, token, id)).toEqual(inConfirmation(id, 0));
      if (confirmDelayMs < 0) await t.api().post(`/__mock/payments/${id}/confirm`);
      else advance(t, confirmDelayMs);
      expect(await readers(t, token, id)).toEqual(paid(0));
    }
  });

  it('when the automatic charge runs on December 1st, its charge is in confirmation with her December dues still pending', async () => {
    const t = makeApp();
    t.clock.set(DECEMBER_1);
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const run = await t.api().post('/__mock/auto-charge');
    const id = run.body.charged[0].id_compra as number;
    expect(await readers(t, token, id)).toEqual(inConfirmation(id, 1));
    await t.api().post(`/__mock/payments/${id}/confirm`);
    expect(await readers(t, token, id)).toEqual(paid(0));
  });
});
