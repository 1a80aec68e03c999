// Strict input on the payment reads (test/strict-input.test.ts checks every route for an unknown
// field): a purchase id is written one way only, and the receipt takes exactly the two credentials
// a new tab or an e-mail can carry, a one-time ?link= and the e-mailed ?key= — never the session.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { bearer, startDues } from '../test/payments';

// Purchase 101 is María José's (seeded).
const t = makeApp();
let token = '';
beforeAll(async () => {
  token = await t.tokenFor(PERSONAS.mariaJose);
});

describe('GET payments/info/{id}', () => {
  it('when the id is written in decimal, answers the purchase', async () => {
    const res = await t.get('/api/payments/info/101', token);
    expect(res.status).toBe(200);
    expect(res.body.id_compra).toBe(101);
  });

  it.each(['0x65', '1e2', '0101', '101.0', '+101', '%20101', '-101', '0', '99999999999999999999'])(
    'when the id is %s, answers 422 naming the id (never purchase 101 under another address)',
    async (id) => {
      const res = await t.get(`/api/payments/info/${id}`, token);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ id: ['Id inválido.'] });
    },
  );
});

describe('GET vouchers/{id}', () => {
  it('opens with a one-time ?link= (a new tab) and with the purchase key as ?key= (the e-mail link), and with nothing else beside them', async () => {
    const { purchase } = await startDues(t, token);
    const key = purchase.voucherKey!;
    const oneTime = async () => {
      const res = await t.api().post(`/api/vouchers/${purchase.id}/link`).set(bearer(token));
      return new URL(res.body.url).searchParams.get('link')!;
    };
    for (const query of [`link=${await oneTime()}`, `key=${key}`]) {
      const res = await t.api().get(`/api/vouchers/${purchase.id}?${query}`);
      expect([query, res.status]).toEqual([query, 200]);
      expect(res.text).toContain('Comprobante de pago');
      const again = query.startsWith('link=') ? `link=${await oneTime()}` : query;
      const extra = await t.api().get(`/api/vouchers/${purchase.id}?${again}&zz_unknown=1`);
      expect([query, extra.status]).toEqual([query, 422]);
      expect(extra.body.errors).toEqual({ zz_unknown: ['Campo no permitido.'] });
    }
  });

  it('when the session token comes in the URL (?token=), answers 422: a token never rides in a URL', async () => {
    const res = await t.api().get(`/api/vouchers/101?token=${token}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: ['Campo no permitido.'] });
    expect(res.text).not.toContain('Comprobante');
  });

  it('when the key comes twice, answers 422 instead of guessing which one is meant', async () => {
    const res = await t.api().get(`/api/vouchers/101?key=a&key=b`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['key']);
  });
});
