import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, loggedIn } from '../test/harness';
import {
  CHILD_DUES,
  DUES,
  EXTRA,
  INCORPORATION,
  REGULARIZATION,
  REGULAR_DUES,
  duesBody,
  paymentsOfPurchase,
  start,
  startDues,
  extraBody,
} from '../test/payments';
import { BUY_ORDER_REUSED, VALOR_MISMATCH } from '../domain/purchases';
import { formatNumber } from '../../../web/src/domain/money';
import {
  EXTRAORDINARY_CHOICE,
  EXTRAORDINARY_LIST,
  PEDRO_REGULARIZATION,
  REGULAR,
  SENIOR,
} from '../../../test-support/persona-fees';

// The harness clock: 2026-11-21. María José is al día 2026-11; Tomás (child) 2026-08; Pedro (senior) 2023-02.
describe('POST payments/create-payment-cuotas', () => {
  it('when María José pays 3 dues, answers the fake Webpay url on the mock’s configured origin, a 64-hex token and the purchase', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const { start: s, purchase } = await startDues(t, token);
    expect(s.url).toBe('http://localhost:4000/webpay/init');
    expect(s.ws_token).toMatch(/^[0-9a-f]{64}$/);
    expect(purchase).toMatchObject({
      estado: 1,
      total: 3 * REGULAR_DUES,
      tipo_pago: 'cuotas',
      returnPath: '/pago/cuota',
    });
    const [main] = paymentsOfPurchase(t, s.id_compra);
    expect(main!.detail_pago.map((d) => [d.payed_month, d.month_value])).toEqual([
      ['2026-12', REGULAR_DUES],
      ['2027-01', REGULAR_DUES],
      ['2027-02', REGULAR_DUES],
    ]);
  });

  it('when Pedro pays 6 dues from 2023-03, the months before June 2023 cost the old senior value and the rest the current one', async () => {
    const { t, token } = await loggedIn(PERSONAS.pedro);
    const valor = 3 * SENIOR.duesBefore + 3 * SENIOR.dues;
    const { start: s } = await startDues(t, token, { numero_cuotas: 6, valor });
    const [main] = paymentsOfPurchase(t, s.id_compra);
    expect(main!.detail_pago.map((d) => `${d.payed_month}:${d.month_value}`)).toEqual([
      `2023-03:${SENIOR.duesBefore}`,
      `2023-04:${SENIOR.duesBefore}`,
      `2023-05:${SENIOR.duesBefore}`,
      `2023-06:${SENIOR.dues}`,
      `2023-07:${SENIOR.dues}`,
      `2023-08:${SENIOR.dues}`,
    ]);
    expect(main!.total).toBe(valor);
  });

  it('when María José adds Tomás, one payment per account is made and Tomás pays child dues from his own paid-up month', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const valor = 3 * REGULAR_DUES + 3 * CHILD_DUES;
    const body = duesBody({ selectedAccounts: [2], main_account: 1, valor });
    const { start: s, purchase } = await start(t, token, DUES, body);
    expect(purchase.total).toBe(valor);
    const rows = paymentsOfPurchase(t, s.id_compra);
    expect(rows.map((r) => [r.memberId, r.payerId, r.total])).toEqual([
      [1, 1, 3 * REGULAR_DUES],
      [2, 1, 3 * CHILD_DUES],
    ]);
    expect(rows[1]!.detail_pago.map((d) => d.payed_month)).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it.each([
    [{ selectedAccounts: [3] }, 'selectedAccounts', 'Sofía Muñoz Pérez debe pagar incorporación.'],
    [{ selectedAccounts: [4] }, 'selectedAccounts', 'La cuenta 4 no es una cuenta asociada a ti.'],
    [{ numero_cuotas: 25, valor: 50000 }, 'numero_cuotas', 'Debes pagar entre 1 y 24 cuotas.'],
    [{ numero_cuotas: 0 }, 'numero_cuotas', 'Número de cuotas inválido.'],
    [{ valor: 3 * REGULAR_DUES - 1 }, 'valor', VALOR_MISMATCH],
    [{ main_account: 4 }, 'main_account', 'La cuenta principal debe ser la tuya.'],
    [
      { tipo_pago: 'incorporacion', valor: INCORPORATION + 3 * REGULAR_DUES },
      'tipo_pago',
      'Tu incorporación ya está pagada.',
    ],
    [{ tipo_pago: 'extraordinaria' }, 'tipo_pago', 'El tipo de pago debe ser cuotas o incorporacion.'],
    [
      { return_path: '//evil.example/x' },
      'return_path',
      'Debe ser una ruta del portal, por ejemplo /pago/cuota.',
    ],
    [
      { return_path: 'https://evil.example/' },
      'return_path',
      'Debe ser una ruta del portal, por ejemplo /pago/cuota.',
    ],
    [{ buyOrder: 'x'.repeat(27) }, 'buyOrder', 'La orden de compra tiene como máximo 26 caracteres.'],
    [{ extra: 1 }, 'extra', 'Campo no permitido.'],
  ])(
    'when the body has %j, answers 422 with errors.%s and charges nothing',
    async (patch, field, message) => {
      const { t, token } = await loggedIn(PERSONAS.mariaJose);
      const before = t.store.state.purchases.length;
      const res = await t.post(DUES, token, duesBody(patch));
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toContain(message);
      expect(t.store.state.purchases.length).toBe(before);
    },
  );

  it('when there is no session, answers 401', async () => {
    const t = makeApp();
    const res = await t.api().post(DUES).send(duesBody());
    expect(res.status).toBe(401);
  });

  it('when a return_path is given, abort and timeout will go back to it', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const { purchase } = await startDues(t, token, { return_path: '/pago/cuota-inscripcion?x=1' });
    expect(purchase.returnPath).toBe('/pago/cuota-inscripcion?x=1');
  });

  it('when Camila (never paid) pays her incorporation, it costs the joining fee plus at least min_cuotas dues from this month', async () => {
    const { t, token } = await loggedIn(PERSONAS.camila);
    const tooFew = await t.post(
      DUES,
      token,
      duesBody({ tipo_pago: 'incorporacion', numero_cuotas: 2, valor: INCORPORATION + 2 * REGULAR_DUES }),
    );
    expect(tooFew.body.errors.numero_cuotas).toEqual([`Debes pagar entre ${REGULAR.minDues} y 24 cuotas.`]);
    const asDues = await t.post(DUES, token, duesBody());
    expect(asDues.body.errors.tipo_pago).toEqual(['Primero debes pagar la cuota de incorporación.']);
    const { purchase, start: s } = await startDues(t, token, {
      tipo_pago: 'incorporacion',
      valor: INCORPORATION + 3 * REGULAR_DUES,
    });
    expect(purchase.returnPath).toBe('/validation/pago/incorporacion');
    const [main] = paymentsOfPurchase(t, s.id_compra);
    expect(main).toMatchObject({
      tipo_pago: 'incorporacion',
      total: INCORPORATION + 3 * REGULAR_DUES,
      numero_cuota: 3,
    });
    expect(main!.detail_pago.map((d) => d.payed_month)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('POST payments/create-payment-cuotas-extraordinaria and -regularizacion', () => {
  it('when the extraordinary amount is in the list, charges count × amount, one line per month from this one', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const body = extraBody(EXTRAORDINARY_CHOICE, 2);
    const { start: s } = await start(t, token, EXTRA, body);
    const [main] = paymentsOfPurchase(t, s.id_compra);
    expect(main!.detail_pago.map((d) => [d.payed_month, d.month_value])).toEqual([
      ['2026-11', EXTRAORDINARY_CHOICE],
      ['2026-12', EXTRAORDINARY_CHOICE],
    ]);
  });

  it('when the extraordinary amount is not in the list, answers 422', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const body = extraBody(EXTRAORDINARY_CHOICE + 1);
    const res = await t.post(EXTRA, token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors.valor_cuota_extraordinaria[0]).toBe(
      `El monto debe ser uno de: ${EXTRAORDINARY_LIST.map(formatNumber).join(', ')}.`,
    );
  });

  it('when Pedro (45 dues owed) regularises, he pays half the debt, each month at half its value', async () => {
    const { t, token } = await loggedIn(PERSONAS.pedro);
    const total = PEDRO_REGULARIZATION.valor;
    const body = duesBody({ tipo_pago: 'regularizacion', ...PEDRO_REGULARIZATION });
    const { start: s, purchase } = await start(t, token, REGULARIZATION, body);
    expect(purchase.total).toBe(total);
    const [main] = paymentsOfPurchase(t, s.id_compra);
    expect(main!.detail_pago).toHaveLength(45);
    const halfBefore = Math.floor(SENIOR.duesBefore / 2);
    expect(main!.detail_pago[0]).toMatchObject({ payed_month: '2023-03', month_value: halfBefore });
    expect(main!.detail_pago[44]).toMatchObject({ payed_month: '2026-11' });
    expect(main!.detail_pago.reduce((sum, d) => sum + d.month_value, 0)).toBe(total);
  });

  it('when María José (al día) tries to regularise, answers 422', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const res = await t.post(REGULARIZATION, token, duesBody({ tipo_pago: 'regularizacion', valor: 0 }));
    expect(res.status).toBe(422);
    expect(res.body.errors.tipo_pago).toEqual(['Para regularizar debes tener 24 o más cuotas pendientes.']);
  });
});

describe('buyOrder idempotency', () => {
  it('when the same buyOrder comes 20 times at once, one purchase is made and every answer is the same', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const body = duesBody({ buyOrder: 'DOBLE-CLICK-1' });
    const before = t.store.state.purchases.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post(DUES, token, body)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => `${r.body.id_compra}/${r.body.ws_token}`)).size).toBe(1);
    expect(t.store.state.purchases.length).toBe(before + 1);
    expect(t.store.state.payments.filter((p) => p.purchaseId === answers[0]!.body.id_compra)).toHaveLength(1);
  });

  it('when a used buyOrder comes with another request, answers 422 and makes nothing', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    await startDues(t, token, { buyOrder: 'ORDEN-1' });
    const res = await t.post(DUES, token, duesBody({ buyOrder: 'ORDEN-1', numero_cuotas: 1, valor: 2000 }));
    expect(res.status).toBe(422);
    expect(res.body.errors.buyOrder).toEqual([BUY_ORDER_REUSED]);
  });

  it('when another member uses the same buyOrder, it is a different purchase (the key is per member)', async () => {
    const t = makeApp();
    const a = await start(t, await t.tokenFor(PERSONAS.mariaJose), DUES, duesBody({ buyOrder: '123456789' }));
    const b = await start(
      t,
      await t.tokenFor(PERSONAS.juanCarlos),
      DUES,
      duesBody({ buyOrder: '123456789' }),
    );
    expect(a.purchase.id).not.toBe(b.purchase.id);
  });
});
