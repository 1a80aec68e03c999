// State one member can make the fake API keep has a bound: open sessions (the oldest ends), new
// purchases per 10 minutes, one extraordinary contribution waiting at Webpay, history answers
// (newest 50 unless paged) and the console's list of open payments.
import { describe, expect, it } from 'vitest';
import { loggedIn, PERSONAS } from './harness';
import { EXTRA, extraBody, start } from './payments';
import { EXTRAORDINARY_LIST } from '../../../test-support/persona-fees';
import { MAX_SESSIONS_PER_MEMBER } from '../domain/sessions';
import { PURCHASE_RATE_LIMIT, TOO_MANY_PURCHASES } from '../domain/purchase-rate';
import { HISTORY_PAGE_SIZE } from '../domain/histories';
import { CONSOLE_PAYMENTS } from '../pages/console-view';
import { LEDGER_PAGE_ROWS } from '../pages/ledger-page';
import type { PaymentRow, PurchaseRow } from '../store/types';

type T = Awaited<ReturnType<typeof loggedIn>>['t'];

/** `count` old, settled purchases of Juan Carlos with one payment each, straight into the ledger. */
function fillLedger(t: T, count: number, tipo: PurchaseRow['tipo_pago'] = 'cuotas', estado: 1 | 2 = 2) {
  const member = t.store.memberByRut(PERSONAS.juanCarlos)!;
  for (let i = 0; i < count; i++) {
    const id = t.store.nextId();
    const fecha = `2024-01-${String((i % 28) + 1).padStart(2, '0')}`;
    const purchase = {
      id,
      memberId: member.id,
      buyOrder: `relleno-${id}`,
      sessionId: `s-${id}`,
      fecha,
      estado,
      total: 1000,
      tipo_pago: tipo,
      metodo_pago: 'webpay',
      returnPath: '/pago/cuota',
      token: null,
      tokenCreatedAt: 0,
      committed: estado === 2,
      confirmAt: null,
    } satisfies PurchaseRow;
    t.store.state.purchases.push(purchase);
    const payment: PaymentRow = {
      id: t.store.nextId(),
      purchaseId: id,
      memberId: member.id,
      payerId: member.id,
      estado,
      tipo_pago: tipo,
      fecha,
      numero_cuota: 1,
      cuota: 1000,
      total: 1000,
      medio: 'Webpay',
      wp_amount: 1000,
      wp_authorizationCode: null,
      wp_paymentTypeCode: null,
      wp_cardNumber: null,
      detail_pago: [],
    };
    t.store.state.payments.push(payment);
  }
}

describe('open sessions per member', () => {
  it(`when a member logs in more than ${MAX_SESSIONS_PER_MEMBER} times, the oldest sessions end`, async () => {
    const { t, token: first } = await loggedIn(PERSONAS.mariaJose);
    const tokens = [first];
    for (let i = 0; i < MAX_SESSIONS_PER_MEMBER + 1; i++) tokens.push(await t.tokenFor(PERSONAS.mariaJose));
    const statuses = await Promise.all(
      tokens.map(async (tk) => (await t.get('/api/socios/profile', tk)).status),
    );
    expect(statuses).toEqual([401, 401, ...Array(MAX_SESSIONS_PER_MEMBER).fill(200)]);
    expect(t.store.state.sessions).toHaveLength(MAX_SESSIONS_PER_MEMBER);
  });
});

describe('purchases per member', () => {
  it(`when ${PURCHASE_RATE_LIMIT} purchases were started within 10 minutes, the next one is refused (429)`, async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const member = t.store.memberByRut(PERSONAS.juanCarlos)!;
    fillLedger(t, PURCHASE_RATE_LIMIT, 'cuotas', 2);
    for (const p of t.store.state.purchases) if (p.memberId === member.id) p.tokenCreatedAt = t.clock.nowMs();
    const res = await t.post(EXTRA, token, extraBody());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY_PURCHASES });
  });

  it('when an extraordinary contribution waits at Webpay, a new one replaces it: one stays open, and the member is not stuck', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const member = t.store.memberByRut(PERSONAS.juanCarlos)!;
    const [first, second] = EXTRAORDINARY_LIST;
    await start(t, token, EXTRA, extraBody(first));
    const res = await t.post(EXTRA, token, extraBody(second));
    expect(res.status).toBe(200);
    const extras = t.store.state.purchases.filter(
      (p) => p.memberId === member.id && p.tipo_pago === 'extraordinaria',
    );
    expect(extras.filter((p) => p.estado === 1).map((p) => p.total)).toEqual([second]);
    expect(extras.filter((p) => p.estado === 4).map((p) => p.total)).toEqual([first]);
  });
});

describe('history answers', () => {
  it(`when the ledger is long, each list answers the newest ${HISTORY_PAGE_SIZE}; ?page and ?per_page reach the rest`, async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    fillLedger(t, 120);
    fillLedger(t, 70, 'extraordinaria');
    const first = await t.get('/api/socios/account/payments/history', token);
    expect(first.body.history).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.history_extra).toHaveLength(HISTORY_PAGE_SIZE);
    const purchases = await t.get('/api/socios/account/purchases/history', token);
    expect(purchases.body.data).toHaveLength(HISTORY_PAGE_SIZE);
    const dates = purchases.body.data.map((p: { fecha: string }) => p.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const later = await t.get('/api/socios/account/payments/history?page=2&per_page=100', token);
    expect(later.body.history.length).toBeGreaterThan(20);
    expect(later.body.history_extra).toHaveLength(0);
    const bad = await t.get('/api/socios/account/purchases/history?per_page=1000', token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.per_page).toEqual(['Usa entre 1 y 100 resultados por página.']);
  });
});

describe('the console', () => {
  it(`when thousands of payments are open, it lists the newest ${CONSOLE_PAYMENTS} and says how many more`, async () => {
    const { t } = await loggedIn(PERSONAS.juanCarlos);
    fillLedger(t, 2000, 'extraordinaria', 1);
    const res = await t.api().get('/__mock/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text.match(/<strong>Compra \d+<\/strong>/g)).toHaveLength(CONSOLE_PAYMENTS);
    expect(res.text).toMatch(/Y \d+ pagos en curso más antiguos/);
    expect(res.text.length).toBeLessThan(100_000);
  });

  it(`when thousands of purchases are in the ledger, its page lists the newest ${LEDGER_PAGE_ROWS} and says how many more`, async () => {
    const { t } = await loggedIn(PERSONAS.juanCarlos);
    fillLedger(t, 2000);
    const res = await t.api().get('/__mock/libro');
    expect(res.status).toBe(200);
    expect(res.text.match(/<tr><td data-label="Compra">/g)).toHaveLength(LEDGER_PAGE_ROWS);
    expect(res.text).toMatch(/Y \d+ compras más antiguas/);
    expect(res.text.length).toBeLessThan(500_000);
  });
});
