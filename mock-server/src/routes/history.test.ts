import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, itAnswers401Without } from '../test/harness';
import { bearer } from '../test/mail';
import { AUTO_PAYMENT_SAVED, NEEDS_CARD } from '../domain/auto-payment-config';

async function as(rut: string) {
  const h = makeApp();
  return { ...h, token: await h.tokenFor(rut) };
}

describe('GET /api/socios/account/payments/history', () => {
  it('splits María José’s payments into normal and extraordinary, newest first, with receptor and period', async () => {
    const { api, token } = await as(PERSONAS.mariaJose);
    const { body } = await api().get('/api/socios/account/payments/history').set(bearer(token));
    expect(body.history.map((h: { id: number }) => h.id)).toEqual([204, 203, 202, 201]);
    expect(body.history_extra.map((h: { id: number }) => h.id)).toEqual([206, 205]);
    expect(body.history[0]).toEqual({
      id: 204,
      fecha: '2026-11-01',
      tipo: 'Pago automático',
      medio: 'Pago automático',
      receptor: 'María José Pérez Soto',
      valor: 2000,
      periodo: 'noviembre de 2026',
      url_voucher: 'vouchers/103',
      pago_relacionado: { id: 103, estado: 2 },
    });
    expect(body.history[2]).toMatchObject({
      tipo: 'Pago de cuotas',
      receptor: 'Tomás Muñoz Pérez',
      valor: 1500,
      periodo: 'junio de 2026 a agosto de 2026',
      url_voucher: 'vouchers/101',
      pago_relacionado: { id: 101, estado: 2 }, // Tomás's payment belongs to the purchase María José paid
    });
    expect(body.history_extra[0]).toMatchObject({
      tipo: 'Cuota extraordinaria',
      pago_relacionado: { id: 105, estado: 3 },
    });
  });

  it('when the member paid nothing, both lists are empty', async () => {
    const { api, token } = await as(PERSONAS.camila);
    const { body } = await api().get('/api/socios/account/payments/history').set(bearer(token));
    expect(body).toEqual({ history: [], history_extra: [] });
  });
});

describe('GET /api/socios/account/purchases/history', () => {
  it('lists María José’s purchases newest first with their voucher path', async () => {
    const { api, token } = await as(PERSONAS.mariaJose);
    const { body } = await api().get('/api/socios/account/purchases/history').set(bearer(token));
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([103, 105, 104, 102, 101]);
    expect(body.data[4]).toEqual({
      id: 101,
      fecha: '2026-06-06',
      estado: 2,
      total: 7500,
      url_voucher: 'vouchers/101',
      en_confirmacion: false,
    });
  });
});

describe('automatic payment configuration', () => {
  it('María José has it on for 1 dues; Juan Carlos has the default', async () => {
    const maria = await as(PERSONAS.mariaJose);
    expect((await maria.get('/api/socios/account/payments/config', maria.token)).body).toEqual({
      cuotas: 1,
      enable: 1,
    });
    const juan = await as(PERSONAS.juanCarlos);
    expect((await juan.get('/api/socios/account/payments/config', juan.token)).body).toEqual({
      cuotas: 1,
      enable: 0,
    });
  });

  it('when María José (with a card) saves 3 dues, then turns it off, the config follows', async () => {
    const { api, token } = await as(PERSONAS.mariaJose);
    const save = (body: object) =>
      api().post('/api/socios/account/payments/config/authorize-auto-payment').set(bearer(token)).send(body);
    expect((await save({ numero_cuotas: 3, authorized: true })).body).toEqual({
      status: true,
      data: AUTO_PAYMENT_SAVED,
    });
    expect((await api().get('/api/socios/account/payments/config').set(bearer(token))).body).toEqual({
      cuotas: 3,
      enable: 1,
    });
    await save({ numero_cuotas: 3, authorized: false });
    expect((await api().get('/api/socios/account/payments/config').set(bearer(token))).body).toEqual({
      cuotas: 3,
      enable: 0,
    });
  });

  it('when Juan Carlos (no card) enables it, answers 422 errors.authorized; disabling is fine', async () => {
    const { api, token, store } = await as(PERSONAS.juanCarlos);
    const save = (body: object) =>
      api().post('/api/socios/account/payments/config/authorize-auto-payment').set(bearer(token)).send(body);
    const res = await save({ numero_cuotas: 2, authorized: true });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ authorized: [NEEDS_CARD] });
    expect((await save({ numero_cuotas: 2, authorized: false })).status).toBe(200);
    expect(store.state.autoPayments.find((a) => a.memberId === 4)).toMatchObject({
      cuotas: 2,
      enable: false,
    });
  });

  it.each([
    [{ numero_cuotas: 0, authorized: true }, 'numero_cuotas'],
    [{ numero_cuotas: 25, authorized: true }, 'numero_cuotas'],
    [{ authorized: true }, 'numero_cuotas'],
    [{ numero_cuotas: 1, authorized: 'yes' }, 'authorized'],
    [{ numero_cuotas: 1 }, 'authorized'],
  ])('when the body is %j, answers 422 errors.%s', async (body, field) => {
    const { token, post } = await as(PERSONAS.mariaJose);
    const res = await post('/api/socios/account/payments/config/authorize-auto-payment', token, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    if (field === 'numero_cuotas')
      expect(res.body.errors.numero_cuotas).toEqual(['Debes elegir entre 1 y 24 cuotas.']);
  });
});

describe('history and config without a token', () => {
  itAnswers401Without([
    ['get', '/api/socios/account/payments/history'],
    ['get', '/api/socios/account/purchases/history'],
    ['get', '/api/socios/account/payments/config'],
    ['post', '/api/socios/account/payments/config/authorize-auto-payment'],
  ]);
});
