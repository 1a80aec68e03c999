// The open-payment lock (domain/open-payments.ts): while a dues, incorporation or regularisation
// payment is open (estado 1) for an account, no second one covering that account starts — it would
// be priced from the same paid-up month and charge the same months twice. The same buyOrder is a
// retry, not a second payment; an open payment that ends (paid, rejected, annulled, or its Webpay
// token expired unused) frees the account again.
import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import {
  CHILD_DUES,
  DUES,
  advance,
  EXTRA,
  INCORPORATION,
  MASTERCARD,
  REGULARIZATION,
  REGULAR_DUES,
  VISA,
  duesBody,
  followReturn,
  payWith,
  paymentsOfPurchase,
  start,
  submitCard,
  type TestApp,
  startDues,
  extraBody,
} from '../test/payments';
import { PEDRO_REGULARIZATION, SENIOR } from '../../../test-support/persona-fees';
import { OPEN_PAYMENT, accountOpenPayment } from '../domain/open-payments';
import { SKIP_OPEN_PAYMENT } from '../domain/auto-charge';
import { TOKEN_TTL_MS } from '../domain/provider-cards';
import { quotePayment } from '../domain/payment-quote';

const ONECLICK = '/api/payments/transbank/oneclick/authorize/cuota';
const months = (t: TestApp, purchaseId: number) =>
  paymentsOfPurchase(t, purchaseId).flatMap((r) =>
    r.detail_pago.map((d) => `${r.memberId}:${d.payed_month}`),
  );

/** Expects the refusal in the contract's shape, and that nothing was created or charged. */
async function expectRefused(
  t: TestApp,
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  errors: Record<string, string[]>,
) {
  const before = t.store.state.purchases.length;
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toEqual({ message: Object.values(errors)[0]![0], errors });
  expect(t.store.state.purchases.length).toBe(before);
}

// The harness clock: 2026-11-21. María José is al día 2026-11 (saved VISA); Tomás 2026-08.
describe('a dues payment still open locks the accounts it covers', () => {
  it('when a second tab pays the same dues with another buyOrder, answers 422 and charges nothing; the first tab’s retry still gets its payment', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const first = await startDues(t, token, { buyOrder: 'TAB-1' });
    await expectRefused(t, () => t.post(DUES, token, duesBody({ buyOrder: 'TAB-2' })), {
      tipo_pago: [OPEN_PAYMENT],
    });
    // The SPA after a lost answer: the same request with the same buyOrder → the same purchase.
    const retry = await t.post(DUES, token, duesBody({ buyOrder: 'TAB-1' }));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({
      url: expect.stringMatching(/\/webpay\/init$/), // supertest listens on a new port per request
      ws_token: first.start.ws_token,
      id_compra: first.start.id_compra,
    });
  });

  it('when a one-click charge comes during a Webpay payment, answers 422 and the saved card is not charged', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    await startDues(t, token);
    await expectRefused(t, () => t.post(ONECLICK, token, duesBody({ metodo_pago: 'oneclick' })), {
      tipo_pago: [OPEN_PAYMENT],
    });
  });

  it('when a one-click charge is in confirmation, a Webpay payment of the same dues answers 422', async () => {
    const t = makeApp(); // confirmDelayMs -1: an approval stays in confirmation until confirmed by hand
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const charge = await t.post(ONECLICK, token, duesBody({ metodo_pago: 'oneclick' }));
    expect(charge.body).toMatchObject({ status: true });
    await expectRefused(t, () => t.post(DUES, token, duesBody()), {
      tipo_pago: [OPEN_PAYMENT],
    });
  });

  it('when an associated account is in an open payment, paying for it again names it; an extraordinary contribution is not locked', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    await startDues(t, token, { selectedAccounts: [2], valor: 3 * REGULAR_DUES + 3 * CHILD_DUES });
    await expectRefused(
      t,
      () =>
        t.post(DUES, token, duesBody({ selectedAccounts: [2], valor: 3 * REGULAR_DUES + 3 * CHILD_DUES })),
      { tipo_pago: [OPEN_PAYMENT], selectedAccounts: [accountOpenPayment('Tomás Muñoz Pérez')] },
    );
    const extra = extraBody();
    await start(t, token, EXTRA, extra);
  });

  it('when Pedro regularises from two tabs, or Camila pays her incorporation from two tabs, the second answers 422', async () => {
    const { t, token: pedro } = await loggedIn(PERSONAS.pedro);
    const regularise = (buyOrder: string) =>
      duesBody({ tipo_pago: 'regularizacion', ...PEDRO_REGULARIZATION, buyOrder });
    await start(t, pedro, REGULARIZATION, regularise('R1'));
    await expectRefused(t, () => t.post(REGULARIZATION, pedro, regularise('R2')), {
      tipo_pago: [OPEN_PAYMENT],
    });
    // Nor can he pay ordinary dues over the months his regularisation is settling.
    await expectRefused(
      t,
      () => t.post(DUES, pedro, duesBody({ numero_cuotas: 1, valor: SENIOR.duesBefore })),
      {
        tipo_pago: [OPEN_PAYMENT],
      },
    );

    const camila = await t.tokenFor(PERSONAS.camila);
    const incorporate = (buyOrder: string) =>
      duesBody({ tipo_pago: 'incorporacion', valor: INCORPORATION + 3 * REGULAR_DUES, buyOrder });
    await start(t, camila, DUES, incorporate('I1'));
    await expectRefused(t, () => t.post(DUES, camila, incorporate('I2')), {
      tipo_pago: [OPEN_PAYMENT],
    });
  });
});

describe('an open payment that ends frees the account', () => {
  it('when the Webpay token is never used, the payment is annulled once it expires (5 minutes) and the member can pay again', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const { purchase } = await startDues(t, token);
    advance(t, TOKEN_TTL_MS - 1000);
    await expectRefused(t, () => t.post(DUES, token, duesBody()), {
      tipo_pago: [OPEN_PAYMENT],
    });
    advance(t, 2000);
    const again = await startDues(t, token);
    expect(purchase.estado).toBe(4);
    expect(months(t, again.purchase.id)).toEqual(['1:2026-12', '1:2027-01', '1:2027-02']);
  });

  it('when the card was rejected or the member pressed Anular compra, the member can pay again at once', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const rejected = await startDues(t, token);
    await payWith(t, rejected.start.ws_token, MASTERCARD);
    expect(rejected.purchase.estado).toBe(3);
    const aborted = await startDues(t, token);
    await t.api().post('/webpay/abort').type('form').send({ token_ws: aborted.start.ws_token });
    const p = aborted.purchase;
    await t
      .api()
      .post('/api/payments/webpay/return')
      .type('form')
      .send({ TBK_TOKEN: p.token, TBK_ORDEN_COMPRA: p.buyOrder, TBK_ID_SESION: p.sessionId });
    expect(p.estado).toBe(4);
    await startDues(t, token);
  });

  it('when the approved payment is confirmed, the next one is priced from the new paid-up month', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const first = await startDues(t, token);
    await payWith(t, first.start.ws_token, VISA);
    expect(first.purchase.estado).toBe(1); // in confirmation
    await expectRefused(t, () => t.post(DUES, token, duesBody()), {
      tipo_pago: [OPEN_PAYMENT],
    });
    expect((await t.api().post(`/__mock/payments/${first.purchase.id}/confirm`)).status).toBe(200);
    const second = await startDues(t, token);
    expect(months(t, second.purchase.id)).toEqual(['1:2027-03', '1:2027-04', '1:2027-05']);
  });

  it('when the card form was sent but the return never reached the club, the provider’s decision is committed once the token expires', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const paid = await startDues(t, token);
    const provider = await submitCard(t, paid.start.ws_token, VISA); // the tab is closed here
    await expectRefused(t, () => t.post(DUES, token, duesBody()), {
      tipo_pago: [OPEN_PAYMENT],
    });
    advance(t, TOKEN_TTL_MS + 1000);
    const next = await startDues(t, token);
    expect(paid.purchase).toMatchObject({ committed: true, estado: 2 });
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2027-02');
    expect(months(t, next.purchase.id)).toEqual(['1:2027-03', '1:2027-04', '1:2027-05']);
    // The late return changes nothing: the result page of the purchase already paid.
    const late = await followReturn(t, provider.headers.location!);
    expect(late.headers.location).toBe(`http://localhost:5173/payments/final?id_compra=${paid.purchase.id}`);
    expect(paid.purchase.estado).toBe(2);

    const juan = t.store.memberByRut(PERSONAS.juanCarlos)!;
    const request = { tipo_pago: 'cuotas' as const, numero_cuotas: 3, selectedAccounts: [] };
    const valor = quotePayment(t, juan, request).total;
    const rejected = await start(t, await t.tokenFor(PERSONAS.juanCarlos), DUES, duesBody({ valor }));
    await submitCard(t, rejected.start.ws_token, MASTERCARD);
    advance(t, TOKEN_TTL_MS + 1000);
    await t.api().get('/api/fixtures');
    expect(rejected.purchase).toMatchObject({ committed: true, estado: 3 });
  });
});

describe('the automatic charge and an open payment', () => {
  it('when the member has a dues payment open on day 1, the automatic charge skips her without spending the month; a later run charges her', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    t.clock.set('2026-12-01T09:00:00-03:00');
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const open = await startDues(t, token, { numero_cuotas: 1, valor: REGULAR_DUES });
    const first = await t.api().post('/__mock/auto-charge');
    expect(first.body.charged).toEqual([]);
    expect(first.body.skipped).toEqual([{ rut: PERSONAS.mariaJose, reason: SKIP_OPEN_PAYMENT }]);
    expect(t.store.state.autoPayments.find((a) => a.memberId === 1)!.lastChargedMonth).toBe('2026-11');

    advance(t, TOKEN_TTL_MS + 1000); // she left the Webpay page: the payment is annulled
    const second = await t.api().post('/__mock/auto-charge');
    expect(open.purchase.estado).toBe(4);
    expect(second.body.charged).toEqual([expect.objectContaining({ rut: PERSONAS.mariaJose, status: true })]);
    expect(t.store.memberById(1)!.al_dia_hasta).toBe('2026-12');
  });
});
