// Races never lose money or data: 50 payment creates fired at once (double clicks on the same
// buyOrder, a second tab with another buyOrder, one-click charges), then every card form, return
// and abort fired at once — each return several times. Afterwards the ledger must add up.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../web/src/domain/months';
import { makeApp, PERSONAS } from './harness';
import { DUES, EXTRA, REGULARIZATION, VISA, bearer } from './payments';
import { feeConfig } from '../domain/dues-quotes';
import { quotePayment } from '../domain/payment-quote';
import type { PurchaseRow } from '../store/types';
import { EXTRAORDINARY_DEFAULT } from '../../../test-support/persona-fees';

// Payments whose detail_pago lines are months of dues settled for the member.
const DUES_TYPES = new Set(['cuotas', 'incorporacion', 'pago_automatico', 'regularizacion']);
const t = makeApp(undefined, { confirmDelayMs: 0 });
const before = new Map<number, string | null>();
const seededPurchases = new Set<number>();
let created: PurchaseRow[] = [];

interface Create {
  rut: string;
  path: string;
  body: Record<string, unknown>;
}

async function scenario() {
  const people = [
    { rut: PERSONAS.mariaJose, accounts: [2] }, // pays for Tomás too
    { rut: PERSONAS.juanCarlos, accounts: [] },
    { rut: PERSONAS.roberto, accounts: [] },
  ];
  const tokens = new Map<string, string>();
  for (const rut of [...people.map((p) => p.rut), PERSONAS.pedro, PERSONAS.camila])
    tokens.set(rut, await t.tokenFor(rut));
  for (const m of t.store.state.members) before.set(m.id, m.al_dia_hasta);
  for (const p of t.store.state.purchases) seededPurchases.add(p.id);

  const creates: Create[] = [];
  for (const [i, p] of people.entries()) {
    const member = t.store.memberByRut(p.rut)!;
    const dues = (n: number, accounts: number[]) => ({
      numero_cuotas: n,
      tipo_pago: 'cuotas',
      metodo_pago: 'webpay',
      selectedAccounts: accounts,
      valor: quotePayment(t, member, { tipo_pago: 'cuotas', numero_cuotas: n, selectedAccounts: accounts })
        .total,
    });
    // A double-clicked pay button: the same buyOrder five times.
    for (let k = 0; k < 5; k++)
      creates.push({ rut: p.rut, path: DUES, body: { ...dues(3, p.accounts), buyOrder: `A${i}` } });
    // A second tab paying dues too, with its own buyOrder.
    for (let k = 0; k < 3; k++)
      creates.push({ rut: p.rut, path: DUES, body: { ...dues(2, []), buyOrder: `B${i}` } });
    // An extraordinary contribution: money, but no months.
    const extra = {
      numero_cuotas: 1,
      tipo_pago: 'extraordinaria',
      metodo_pago: 'webpay',
      valor: EXTRAORDINARY_DEFAULT,
      valor_cuota_extraordinaria: EXTRAORDINARY_DEFAULT,
    };
    for (let k = 0; k < 2; k++)
      creates.push({ rut: p.rut, path: EXTRA, body: { ...extra, buyOrder: `E${i}` } });
  }
  // Pedro regularises and Camila pays her incorporation, each from two tabs (two buyOrders).
  const once = (rut: string, path: string, tipo_pago: string, numero_cuotas: number) => {
    const member = t.store.memberByRut(rut)!;
    const req = { tipo_pago, numero_cuotas, selectedAccounts: [] } as const;
    const valor = quotePayment(t, member, req as never).total;
    return (buyOrder: string): Create => ({
      rut,
      path,
      body: { ...req, selectedAccounts: [], metodo_pago: 'webpay', valor, buyOrder },
    });
  };
  const regularise = once(PERSONAS.pedro, REGULARIZATION, 'regularizacion', 1);
  const incorporate = once(PERSONAS.camila, DUES, 'incorporacion', 3);
  for (const order of ['R1', 'R1', 'R1', 'R2', 'R2']) creates.push(regularise(order));
  for (const order of ['I1', 'I1', 'I1', 'I2', 'I2']) creates.push(incorporate(order));
  // María José also pays in one click (her saved VISA), twice with each of two buyOrders.
  const maria = t.store.memberByRut(PERSONAS.mariaJose)!;
  const oneclick = (buyOrder: string) => ({
    rut: PERSONAS.mariaJose,
    path: '/api/payments/transbank/oneclick/authorize/cuota',
    body: {
      numero_cuotas: 1,
      tipo_pago: 'cuotas',
      metodo_pago: 'oneclick',
      selectedAccounts: [],
      valor: quotePayment(t, maria, { tipo_pago: 'cuotas', numero_cuotas: 1, selectedAccounts: [] }).total,
      buyOrder,
    },
  });
  for (const order of ['C', 'C', 'C', 'C', 'C', 'D', 'D', 'D', 'D', 'D']) creates.push(oneclick(order));
  expect(creates).toHaveLength(50);

  const answers = await Promise.all(
    creates.map((c) =>
      t
        .api()
        .post(c.path)
        .set(bearer(tokens.get(c.rut)!))
        .send(c.body),
    ),
  );
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  created = t.store.state.purchases.filter((p) => !seededPurchases.has(p.id));

  // Every Webpay purchase: Juan Carlos's second tab is abandoned ('Anular compra'), the rest are
  // paid with the VISA; every return reaches the club three times at once.
  const juan = t.store.memberByRut(PERSONAS.juanCarlos)!;
  await Promise.all(
    created
      .filter((p) => p.metodo_pago === 'webpay')
      .map(async (p) => {
        const abort = p.memberId === juan.id && p.buyOrder === 'B1';
        if (abort) {
          await t.api().post('/webpay/abort').type('form').send({ token_ws: p.token });
          const back = { TBK_TOKEN: p.token, TBK_ORDEN_COMPRA: p.buyOrder, TBK_ID_SESION: p.sessionId };
          await Promise.all(
            [1, 2, 3].map(() => t.api().post('/api/payments/webpay/return').type('form').send(back)),
          );
          return;
        }
        const cards = await Promise.all(
          [1, 2].map(() =>
            t
              .api()
              .post('/webpay/pay')
              .type('form')
              .send({ token_ws: p.token, ...VISA }),
          ),
        );
        const location = cards.find((c) => c.status === 302)!.headers.location!;
        const returns = await Promise.all([1, 2, 3].map(() => t.api().get(location)));
        for (const r of returns) expect(r.status).toBe(302);
      }),
  );
}

beforeAll(scenario, 60_000);

const paidRows = () =>
  t.store.state.payments.filter((row) => row.estado === 2 && DUES_TYPES.has(row.tipo_pago));

describe('after 50 parallel creates and parallel, repeated returns', () => {
  it('each buyOrder made one purchase per member, and the double clicks made nothing more', () => {
    const keys = created.map((p) => `${p.memberId}/${p.buyOrder}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(created.length).toBeLessThanOrEqual(3 * 3 + 2 + 2 + 2);
  });

  it("each purchase's total equals the sum of its payments' month values, and the card was charged exactly that", () => {
    for (const p of created) {
      const rows = t.store.state.payments.filter((row) => row.purchaseId === p.id);
      const months = rows.flatMap((row) => row.detail_pago.map((d) => d.month_value));
      // The joining fee is charged on top of the months of an incorporation, not as a month.
      const fee =
        p.tipo_pago === 'incorporacion'
          ? feeConfig(t.store.memberById(p.memberId)!, t.clock).incorporacion
          : 0;
      expect(p.total, `purchase ${p.id}`).toBe(fee + months.reduce((a, b) => a + b, 0));
      expect(
        rows.reduce((sum, row) => sum + row.total, 0),
        `purchase ${p.id}`,
      ).toBe(p.total);
      if (p.estado === 2) expect(p.provider?.amount, `purchase ${p.id}`).toBe(p.total);
      if (p.estado !== 2)
        expect(
          rows.every((row) => row.estado !== 2),
          `purchase ${p.id}`,
        ).toBe(true);
    }
  });

  it('every Webpay purchase ended committed: paid, or annulled for the abandoned tab', () => {
    for (const p of created.filter((x) => x.metodo_pago === 'webpay')) {
      expect(p.committed, `purchase ${p.id}`).toBe(true);
      expect([2, 4], `purchase ${p.id}`).toContain(p.estado);
    }
  });

  // Both hold because a dues, incorporation or regularisation payment still open (estado 1) locks
  // the accounts it covers: a second buyOrder for them is refused (domain/open-payments.ts), the
  // same buyOrder answers the purchase already made.
  it('no month is paid twice for one member', () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    for (const row of paidRows())
      for (const d of row.detail_pago) {
        const key = `member ${row.memberId} ${d.payed_month}`;
        const first = seen.get(key);
        if (first !== undefined) twice.push(`${key}: payments ${first} and ${row.id}`);
        seen.set(key, row.id);
      }
    expect(twice).toEqual([]);
  });

  it('each al_dia_hasta advanced by exactly the months paid', () => {
    const wrong: string[] = [];
    for (const m of t.store.state.members) {
      const start = before.get(m.id) ?? null;
      if (start === null) continue; // Camila's incorporation: covered by "no month twice"
      const paid = paidRows()
        .filter((row) => row.memberId === m.id && !seededPurchases.has(row.purchaseId))
        .reduce((n, row) => n + row.detail_pago.length, 0);
      if (m.al_dia_hasta !== addMonths(start, paid))
        wrong.push(`member ${m.id}: ${paid} months paid from ${start}, al día hasta ${m.al_dia_hasta}`);
    }
    expect(wrong).toEqual([]);
  });
});
