import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import {
  REGULAR_DUES,
  AMEX,
  advance,
  MASTERCARD,
  UNKNOWN_CARD,
  VISA,
  followReturn,
  payWith,
  paymentsOfPurchase,
  submitCard,
  startDues,
} from '../test/payments';
import { formatMoney } from '../../../web/src/domain/money';

const WEB = 'http://localhost:5173';

async function mariaJosePays(config = {}) {
  const t = makeApp(undefined, config);
  const token = await t.tokenFor(PERSONAS.mariaJose);
  const { start: s, purchase } = await startDues(t, token);
  return { t, token, ws: s.ws_token, purchase };
}

/** The hidden fields of the provider's self-submitting form. */
const hiddenFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe('the fake Webpay checkout page', () => {
  it('when opened with token_ws by GET or POST, shows merchant, amount, buy order, card form, test cards and Anular compra', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    for (const res of [
      await t.api().get(`/webpay/init?token_ws=${ws}`),
      await t.api().post('/webpay/init').type('form').send({ token_ws: ws }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/html');
      for (const text of [
        'Club Socios — Portal de Pagos',
        formatMoney(3 * REGULAR_DUES),
        purchase.buyOrder,
        'name="card_number"',
        '4051 8856 0044 6623',
        'Anular compra',
      ])
        expect(res.text).toContain(text);
    }
  });

  it('when the token is unknown, answers 404 with a page', async () => {
    const t = makeApp();
    const res = await t.api().get(`/webpay/init?token_ws=${'0'.repeat(64)}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Transacción no encontrada');
  });

  it('when the card number is malformed, shows the form again with the error and decides nothing', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    const res = await submitCard(t, ws, { ...VISA, card_number: '12ab' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Número de tarjeta inválido.');
    expect(purchase.provider).toBeUndefined();
  });
});

describe('the normal return (token_ws only, by GET)', () => {
  it('when paid with the VISA test card, the provider returns token_ws only and the club commits: estado 1 with the wp_ fields', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    const provider = await submitCard(t, ws, VISA);
    expect(provider.status).toBe(302);
    expect(provider.headers.location).toBe(`/api/payments/webpay/return?token_ws=${ws}`);
    const club = await followReturn(t, provider.headers.location!);
    expect(club.status).toBe(302);
    expect(club.headers.location).toBe(`${WEB}/payments/final?id_compra=${purchase.id}`);
    expect(purchase).toMatchObject({ estado: 1, committed: true });
    const [row] = paymentsOfPurchase(t, purchase.id);
    expect(row).toMatchObject({
      estado: 1,
      wp_amount: 3 * REGULAR_DUES,
      wp_paymentTypeCode: 'VN',
      wp_cardNumber: '6623',
    });
    expect(row!.wp_authorizationCode).toMatch(/^\d{6}$/);
  });

  it('when paid with the AMEX test card (CVV 1234), it is approved and keeps its last digits', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    await payWith(t, ws, AMEX);
    expect(purchase.estado).toBe(1);
    expect(paymentsOfPurchase(t, purchase.id)[0]!.wp_cardNumber).toBe('2032');
  });

  it('when paid with the Redcompra debit test card, it is approved as VD', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    await payWith(t, ws, { card_number: '4051884239937763', expiry: '', cvv: '' });
    expect(paymentsOfPurchase(t, purchase.id)[0]!.wp_paymentTypeCode).toBe('VD');
  });

  it.each([
    ['the Mastercard test card', MASTERCARD],
    ['an unknown card', UNKNOWN_CARD],
    ['the VISA with a wrong CVV', { ...VISA, cvv: '999' }],
  ])(
    'when paid with %s, the payment is rejected (3), nothing is authorised, and the member sees the result page',
    async (_name, card) => {
      const { t, ws, purchase } = await mariaJosePays();
      const club = await payWith(t, ws, card);
      expect(club.headers.location).toBe(`${WEB}/payments/final?id_compra=${purchase.id}`);
      expect(purchase.estado).toBe(3);
      expect(paymentsOfPurchase(t, purchase.id)[0]).toMatchObject({
        estado: 3,
        wp_amount: null,
        wp_authorizationCode: null,
      });
    },
  );

  it('when the same return arrives twice (or the card form is sent twice), the second changes nothing', async () => {
    const { t, ws, purchase } = await mariaJosePays({ confirmDelayMs: 0 });
    const first = await payWith(t, ws, VISA);
    const code = paymentsOfPurchase(t, purchase.id)[0]!.wp_authorizationCode;
    const alDia = t.store.memberById(1)!.al_dia_hasta;
    expect(first.status).toBe(302);
    const again = await submitCard(t, ws, MASTERCARD); // the club settled it: the provider refuses
    expect(again.status).toBe(409);
    expect(again.text).toContain('Esta transacción ya finalizó');
    expect(purchase.estado).toBe(2);
    expect(paymentsOfPurchase(t, purchase.id)[0]!.wp_authorizationCode).toBe(code);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe(alDia);
    expect(t.store.state.outbox.filter((m) => m.subject.startsWith('Comprobante'))).toHaveLength(1);
  });

  it('when two returns for one token arrive at once, it is committed and paid once', async () => {
    const { t, ws } = await mariaJosePays({ confirmDelayMs: 0 });
    const provider = await submitCard(t, ws, VISA);
    const both = await Promise.all([
      followReturn(t, provider.headers.location!),
      followReturn(t, provider.headers.location!),
    ]);
    expect(both.map((r) => r.status)).toEqual([302, 302]);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
    expect(t.store.state.outbox.filter((m) => m.subject.startsWith('Comprobante'))).toHaveLength(1);
  });
});

describe('the abort return (TBK_TOKEN + TBK_ORDEN_COMPRA + TBK_ID_SESION, by POST)', () => {
  it('when the member presses Anular compra, the provider posts the three fields back and the payment is annulled (4)', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    const page = await t.api().post('/webpay/abort').type('form').send({ token_ws: ws });
    expect(page.status).toBe(200);
    expect(page.text).toContain('action="/api/payments/webpay/return"');
    const fields = hiddenFields(page.text);
    expect(fields).toEqual({
      TBK_TOKEN: ws,
      TBK_ORDEN_COMPRA: purchase.buyOrder,
      TBK_ID_SESION: purchase.sessionId,
    });
    const club = await t.api().post('/api/payments/webpay/return').type('form').send(fields);
    expect(club.status).toBe(302);
    expect(club.headers.location).toBe(`${WEB}/pago/cuota`);
    expect(purchase.estado).toBe(4);
    expect(paymentsOfPurchase(t, purchase.id)[0]!.estado).toBe(4);
  });

  it('when a normal return (or the card form) comes after the abort, nothing changes', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    const fields = hiddenFields(
      (await t.api().post('/webpay/abort').type('form').send({ token_ws: ws })).text,
    );
    await t.api().post('/api/payments/webpay/return').type('form').send(fields);
    const late = await followReturn(t, `/api/payments/webpay/return?token_ws=${ws}`);
    expect(late.headers.location).toBe(`${WEB}/pago/cuota`);
    const card = await submitCard(t, ws, VISA);
    expect(card.status).toBe(409);
    expect(purchase.estado).toBe(4);
    expect(purchase.provider!.status).toBe('ABORTED');
  });
});

describe('the timeout return (TBK_ORDEN_COMPRA + TBK_ID_SESION only, by GET)', () => {
  it('when the card form is sent more than 5 minutes after the token was made, the provider returns without a token and the payment is annulled', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    advance(t, 5 * 60 * 1000 + 1);
    const provider = await submitCard(t, ws, VISA);
    expect(provider.status).toBe(302);
    const url = new URL(provider.headers.location!, 'http://x');
    expect(url.pathname).toBe('/api/payments/webpay/return');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      TBK_ORDEN_COMPRA: purchase.buyOrder,
      TBK_ID_SESION: purchase.sessionId,
    });
    const club = await followReturn(t, provider.headers.location!);
    expect(club.headers.location).toBe(`${WEB}/pago/cuota`);
    expect(purchase.estado).toBe(4);
    expect(purchase.provider).toBeUndefined();
  });

  it('when the page is opened after 5 minutes it times out at once, but at 4:59 it still shows the form', async () => {
    const { t, ws } = await mariaJosePays();
    advance(t, 4 * 60 * 1000 + 59 * 1000);
    expect((await t.api().get(`/webpay/init?token_ws=${ws}`)).status).toBe(200);
    advance(t, 2000);
    const res = await t.api().get(`/webpay/init?token_ws=${ws}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/payments\/webpay\/return\?TBK_ORDEN_COMPRA=/);
  });

  it('when a normal return comes after the timeout, nothing changes', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    advance(t, 6 * 60 * 1000);
    await followReturn(t, (await submitCard(t, ws, VISA)).headers.location!);
    await followReturn(t, `/api/payments/webpay/return?token_ws=${ws}`);
    expect(purchase.estado).toBe(4);
  });

  it('when the member never comes back and the token expires, the next read annuls the payment', async () => {
    const { t, token, purchase } = await mariaJosePays();
    advance(t, 5 * 60 * 1000);
    await t.get(`/api/payments/info/${purchase.id}`, token);
    expect(purchase.estado).toBe(1);
    advance(t, 1);
    const info = await t.get(`/api/payments/info/${purchase.id}`, token);
    expect(info.body.main_payment.estado).toBe(4);
  });

  it('when the return has none of the fields, answers 400; an unknown token, 404', async () => {
    const t = makeApp();
    expect((await t.api().get('/api/payments/webpay/return')).status).toBe(400);
    expect((await t.api().get(`/api/payments/webpay/return?token_ws=${'a'.repeat(64)}`)).status).toBe(404);
  });
});

describe('the confirmation delay', () => {
  it('when approved with a 4 s delay on a pinned clock, a read shows estado 1 until the clock passes 4 s, then 2', async () => {
    const { t, token, ws, purchase } = await mariaJosePays({ confirmDelayMs: 4000 });
    await payWith(t, ws, VISA);
    const info = () => t.get(`/api/payments/info/${purchase.id}`, token);
    expect((await info()).body.main_payment.estado).toBe(1);
    advance(t, 3999);
    expect((await info()).body.main_payment.estado).toBe(1);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2026-11');
    advance(t, 1);
    expect((await info()).body.main_payment.estado).toBe(2);
    expect(purchase.estado).toBe(2);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
  });

  it('when the delay is -1, it stays in confirmation until confirmed by hand in the control room', async () => {
    const { t, ws, purchase } = await mariaJosePays({ confirmDelayMs: -1 });
    await payWith(t, ws, VISA);
    advance(t, 24 * 60 * 60 * 1000);
    await t.api().get('/api/socios/total');
    expect(purchase.estado).toBe(1);
    const res = await t.api().post(`/__mock/payments/${purchase.id}/confirm`);
    expect(res.body).toEqual({ id_compra: purchase.id, estado: 2 });
    expect(paymentsOfPurchase(t, purchase.id)[0]!.estado).toBe(2);
  });

  it('when a rejected or unknown purchase is confirmed by hand, answers 409 or 404 and pays nothing', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    await payWith(t, ws, MASTERCARD);
    expect((await t.api().post(`/__mock/payments/${purchase.id}/confirm`)).status).toBe(409);
    expect((await t.api().post('/__mock/payments/999999/confirm')).status).toBe(404);
    expect(purchase.estado).toBe(3);
  });
});

describe('a token the club already settled', () => {
  it('when the member returns with token_ws before paying (annulled), /webpay/init and /webpay/pay refuse in Spanish with the way back; nothing is authorised', async () => {
    const { t, ws, purchase } = await mariaJosePays();
    const back = await followReturn(t, `/api/payments/webpay/return?token_ws=${ws}`);
    expect(back.status).toBe(302);
    expect(purchase.estado).toBe(4);
    for (const res of [
      await t.api().get(`/webpay/init?token_ws=${ws}`),
      await t.api().post('/webpay/init').type('form').send({ token_ws: ws }),
      await submitCard(t, ws, VISA),
      await t.api().post('/webpay/abort').type('form').send({ token_ws: ws }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.text).toContain('Esta transacción ya finalizó');
      expect(res.text).toContain('No se realizó ningún cargo');
      expect(res.text).toContain(`href="${WEB}/pago/cuota"`);
      expect(res.text).not.toContain('name="card_number"');
    }
    expect(purchase.estado).toBe(4);
    expect(paymentsOfPurchase(t, purchase.id)[0]!.estado).toBe(4);
    expect(purchase.provider?.status).not.toBe('AUTHORIZED');
  });

  it('when the purchase is already paid, the card form is not shown again', async () => {
    const { t, ws, purchase } = await mariaJosePays({ confirmDelayMs: 0 });
    await payWith(t, ws, VISA);
    expect(purchase.estado).toBe(2);
    const res = await t.api().get(`/webpay/init?token_ws=${ws}`);
    expect(res.status).toBe(409);
    expect(res.text).toContain('Volver al comercio');
  });
});
