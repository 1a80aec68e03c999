// A flaky network (MOCK_FAIL_RATE) loses no money: a failed call changes nothing, so a member
// (or the SPA) retrying with the same buyOrder until it works ends with one purchase, one charge.
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { makeApp, PERSONAS } from './harness';
import { DUES, REGULAR_DUES, VISA, duesBody } from './payments';

/** Retries a call until it answers below 500 (at most 60 tries). */
async function untilAnswered(call: () => Promise<Response>): Promise<Response> {
  for (let tries = 0; tries < 60; tries++) {
    const res = await call();
    if (res.status < 500) return res;
    expect(res.body).toEqual({ message: expect.stringContaining('MOCK_FAIL_RATE') });
  }
  throw new Error('the API never answered');
}

describe('with MOCK_FAIL_RATE=0.5', () => {
  it('when a payment is retried with the same buyOrder until it goes through, one purchase is made, charged once, months paid once', async () => {
    const t = makeApp(undefined, { failRate: 0.5, confirmDelayMs: 0 });
    const token = (
      await untilAnswered(() =>
        t.api().post('/api/socios/login').send({ rut: PERSONAS.juanCarlos, password: 'socio1234' }),
      )
    ).body.token as string;
    const juan = t.store.memberByRut(PERSONAS.juanCarlos)!;
    const start = juan.al_dia_hasta;
    const body = duesBody();

    const created = [];
    for (let i = 0; i < 5; i++) {
      // The SPA resends the same request after an error; a double click sends it again anyway.
      const r = await untilAnswered(() => t.post(DUES, token, body));
      created.push(r.body.id_compra);
    }
    expect(new Set(created).size).toBe(1);
    const purchases = t.store.state.purchases.filter(
      (p) => p.memberId === juan.id && p.buyOrder === body.buyOrder,
    );
    expect(purchases).toHaveLength(1);
    const p = purchases[0]!;

    // The provider's pages are not behind the fault switch; the club's return handler is.
    const card = await t
      .api()
      .post('/webpay/pay')
      .type('form')
      .send({ token_ws: p.token, ...VISA });
    for (let i = 0; i < 3; i++) await untilAnswered(() => t.api().get(card.headers.location!));

    expect(p.estado).toBe(2);
    expect(p.provider?.amount).toBe(3 * REGULAR_DUES);
    const rows = t.store.state.payments.filter((row) => row.purchaseId === p.id);
    expect(rows.flatMap((row) => row.detail_pago)).toHaveLength(3);
    expect(juan.al_dia_hasta).not.toBe(start);
    expect(t.store.state.outbox.filter((m) => m.to === juan.email)).toHaveLength(1); // one receipt
  });
});
