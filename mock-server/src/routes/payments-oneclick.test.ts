import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import {
  AMEX,
  MASTERCARD,
  REGULAR_DUES,
  VISA,
  bearer,
  duesBody,
  type TestApp,
  extraBody,
} from '../test/payments';
import { CHARGE_OK, NO_CARD } from '../domain/oneclick-charge';

const WEB = 'http://localhost:5173';
const ONECLICK = '/api/payments/transbank/oneclick';
const RETURN_PATH = '/pagos/automaticos?menu=pagos-automaticos';

async function subscribe(t: TestApp, token: string, return_path = RETURN_PATH) {
  const res = await t.post(`${ONECLICK}/subscribe`, token, { tipo_pago: 'pago_automatico', return_path });
  expect(res.status).toBe(200);
  return res.body as { url: string; ws_token: string };
}

/** Card form → provider redirect → the club's return handler; answers the club's redirect. */
async function enrol(t: TestApp, ws: string, card: Record<string, string>) {
  const provider = await t
    .api()
    .post('/webpay/oneclick/enroll')
    .type('form')
    .send({ TBK_TOKEN: ws, ...card });
  expect(provider.status).toBe(302);
  expect(provider.headers.location).toBe(`${ONECLICK}/return?TBK_TOKEN=${ws}`);
  return t.api().get(provider.headers.location!);
}

const charge = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.post(`${ONECLICK}/authorize/cuota`, token, { metodo_pago: 'oneclick', ...body });

const extra = extraBody;

describe('Oneclick enrolment', () => {
  it('when Juan Carlos (no card) enrols the VISA, he comes back with status_oneclick=true and the masked card is saved', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    expect((await t.get(`${ONECLICK}/subscription`, token)).body).toEqual({
      data: { user: null },
    });
    const s = await subscribe(t, token);
    expect(s.url).toBe('http://localhost:4000/webpay/oneclick/inscription');
    expect(s.ws_token).toMatch(/^[0-9a-f]{64}$/);
    const page = await t
      .api()
      .post('/webpay/oneclick/inscription')
      .type('form')
      .send({ TBK_TOKEN: s.ws_token });
    expect(page.text).toContain('juan.carlos@example.cl');
    expect(page.text).toContain('Inscribir tarjeta');
    const back = await enrol(t, s.ws_token, VISA);
    expect(back.headers.location).toBe(`${WEB}${RETURN_PATH}&status_oneclick=true`);
    const card = (await t.get(`${ONECLICK}/card`, token)).body.data;
    expect(card).toMatchObject({ card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' });
    expect((await t.get(`${ONECLICK}/subscription`, token)).body).toEqual({
      data: { user: card.user },
    });
  });

  it('when the AMEX is enrolled, the card type is AmericanExpress; the return arriving twice saves one card', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const s = await subscribe(t, token, '/pago/cuota');
    const back = await enrol(t, s.ws_token, AMEX);
    expect(back.headers.location).toBe(`${WEB}/pago/cuota?status_oneclick=true`);
    await t.api().get(`${ONECLICK}/return?TBK_TOKEN=${s.ws_token}`);
    const cards = t.store.state.cards.filter((c) => c.memberId === 4);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ card_type: 'AmericanExpress', card_number: 'XXXXXXXXXXXX2032' });
  });

  it('when the card is rejected or the member aborts, the return goes to /cards/subscription/error and nothing is saved', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const rejected = await enrol(t, (await subscribe(t, token)).ws_token, MASTERCARD);
    expect(rejected.headers.location).toBe(`${WEB}/cards/subscription/error`);
    const s = await subscribe(t, token);
    const aborted = await t.api().post('/webpay/oneclick/abort').type('form').send({ TBK_TOKEN: s.ws_token });
    const back = await t.api().get(aborted.headers.location!);
    expect(back.headers.location).toBe(`${WEB}/cards/subscription/error`);
    expect(t.store.state.cards.filter((c) => c.memberId === 4)).toHaveLength(0);
  });

  it('when return_path is not a path of the SPA or tipo_pago is not pago_automatico, answers 422', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    for (const body of [
      { tipo_pago: 'pago_automatico', return_path: 'https://evil.example' },
      { tipo_pago: 'pago_automatico', return_path: '/\\evil.example' },
      { tipo_pago: 'pago_automatico' },
      { tipo_pago: 'cuotas', return_path: '/dashboard' },
    ]) {
      const res = await t.post(`${ONECLICK}/subscribe`, token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('Oneclick charge and card removal', () => {
  it('when María José (saved VISA) pays 3 dues in one click, it is charged at once; the same buyOrder again charges nothing more', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const body = duesBody({ metodo_pago: 'oneclick' });
    const res = await charge(t, token, body);
    expect(res.body).toEqual({ status: true, data: CHARGE_OK, id_compra: expect.any(Number) });
    const purchase = t.store.state.purchases.find((p) => p.id === res.body.id_compra)!;
    expect(purchase).toMatchObject({ metodo_pago: 'oneclick', estado: 2, token: null });
    const row = t.store.state.payments.find((p) => p.purchaseId === purchase.id)!;
    expect(row).toMatchObject({
      medio: 'OneClick',
      wp_cardNumber: '6623',
      wp_amount: 3 * REGULAR_DUES,
      wp_paymentTypeCode: 'VN',
    });
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
    const before = t.store.state.purchases.length;
    const again = await charge(t, token, body);
    expect(again.body).toEqual(res.body);
    expect(t.store.state.purchases.length).toBe(before);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
  });

  it('when the charge is approved with the default delay, it is in confirmation (1) first', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const res = await charge(t, token, duesBody());
    const info = await t.get(`/api/payments/info/${res.body.id_compra}`, token);
    expect(info.body.main_payment.estado).toBe(1);
  });

  it('when the valor disagrees, answers 422 and charges nothing', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const before = t.store.state.purchases.length;
    const res = await charge(t, token, duesBody({ valor: 1 }));
    expect(res.status).toBe(422);
    expect(t.store.state.purchases.length).toBe(before);
  });

  it('when the member has no card, answers status false with the message and makes no purchase', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const before = t.store.state.purchases.length;
    expect((await charge(t, token, duesBody())).body).toEqual({ status: false, data: NO_CARD });
    expect(t.store.state.purchases.length).toBe(before);
  });

  it('when the card is removed (unsubscribe, SPEC §7), it is gone and the automatic payment is off', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const del = await t.api().post(`${ONECLICK}/unsubscribe`).set(bearer(token));
    expect(del.body).toEqual({ status: true, data: 'Tarjeta eliminada exitosamente' });
    expect((await t.get(`${ONECLICK}/card`, token)).body).toEqual({ data: null });
    expect(t.store.state.autoPayments.find((a) => a.memberId === 1)!.enable).toBe(false);
    expect((await charge(t, token, duesBody())).body.status).toBe(false);
    const again = await t.api().post(`${ONECLICK}/unsubscribe`).set(bearer(token));
    expect(again.body).toEqual({ status: false, data: NO_CARD });
  });

  it('when enrolled, charged and deleted in a row, each step shows in the next', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    await enrol(t, (await subscribe(t, token)).ws_token, AMEX);
    const paid = await charge(t, token, duesBody());
    expect(paid.body.status).toBe(true);
    expect(t.store.state.payments.find((p) => p.purchaseId === paid.body.id_compra)!.wp_cardNumber).toBe(
      '2032',
    );
    const off = await t.api().post(`${ONECLICK}/unsubscribe`).set(bearer(token));
    expect(off.body.status).toBe(true);
    expect((await t.get(`${ONECLICK}/subscription`, token)).body.data.user).toBeNull();
  });
});

describe('Oneclick rejection codes', () => {
  const rejected = async (
    t: TestApp,
    res: { body: { status: boolean; data: string; id_compra: number } },
    code: string,
  ) => {
    expect(res.body.status).toBe(false);
    expect(res.body.data).toContain(`código ${code}`);
    expect(t.store.state.purchases.find((p) => p.id === res.body.id_compra)!.estado).toBe(3);
  };

  it('when one charge is above 100.000, answers -98', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    await rejected(t, await charge(t, token, extra(50000, 3)), '-98');
  });

  it('when a 6th charge is made on the same day, answers -99', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    for (let i = 0; i < 5; i++) expect((await charge(t, token, extra(1000))).body.status).toBe(true);
    await rejected(t, await charge(t, token, extra(1000)), '-99');
  });

  it('when the day’s charges would pass 250.000, answers -97; the next day it is allowed again', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    expect((await charge(t, token, extra(50000, 2))).body.status).toBe(true);
    expect((await charge(t, token, extra(50000, 2))).body.status).toBe(true);
    await rejected(t, await charge(t, token, extra(50000, 2)), '-97');
    t.clock.set('2026-11-22T12:00:00-03:00');
    const tomorrow = await t.tokenFor(PERSONAS.mariaJose); // sessions last 12 hours
    expect((await charge(t, tomorrow, extra(50000, 2))).body.status).toBe(true);
  });

  it('when the provider no longer knows the card (control room revoke), answers -96', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    expect((await t.api().post('/__mock/oneclick/12.345.678-5/revoke')).status).toBe(200);
    await rejected(t, await charge(t, token, duesBody()), '-96');
  });
});
