// Ownership: a member reaches only their own purchases, receipts, associated accounts and saved
// card. Another member's resource answers 404 exactly like one that does not exist (never 403,
// which would confirm it exists, and never the data).
import { beforeEach, describe, expect, it } from 'vitest';
import { makeApp, PERSONAS } from './harness';
import { CHILD_DUES, DUES, REGULAR_DUES, bearer, duesBody, start } from './payments';
import { NOT_YOUR_ACCOUNT } from '../domain/associates';

// María José (id 1) has purchases, a saved VISA, automatic payment on and two associated accounts
// (Tomás id 2, Sofía id 3). Juan Carlos (id 4) has none of these.
const TOMAS = 2;
let t: ReturnType<typeof makeApp>;
let maria = '';
let juan = '';
let mariaPurchase = 0;

beforeEach(async () => {
  t = makeApp();
  maria = await t.tokenFor(PERSONAS.mariaJose);
  juan = await t.tokenFor(PERSONAS.juanCarlos);
  mariaPurchase = t.store.state.purchases.find((p) => p.memberId === 1 && p.estado === 2)!.id;
});

const MISSING = 999_999;

describe('payments/info/{id}', () => {
  it("when another member asks for María José's purchase, answers 404 exactly as for one that does not exist", async () => {
    const theirs = await t.get(`/api/payments/info/${mariaPurchase}`, juan);
    const missing = await t.get(`/api/payments/info/${MISSING}`, juan);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(JSON.stringify(theirs.body)).not.toMatch(/María|123456785/);
    expect((await t.get(`/api/payments/info/${mariaPurchase}`, maria)).status).toBe(200);
  });

  it('when Juan Carlos starts a payment, he reads it and María José gets 404', async () => {
    const { start: s } = await start(t, juan, DUES, duesBody());
    expect((await t.get(`/api/payments/info/${s.id_compra}`, juan)).status).toBe(200);
    expect((await t.get(`/api/payments/info/${s.id_compra}`, maria)).status).toBe(404);
  });
});

describe('vouchers/{id}', () => {
  it("when another member opens María José's receipt or asks for its one-time link, answers 404 as for a missing one, without her data", async () => {
    for (const [res, missing] of [
      [await t.get(`/api/vouchers/${mariaPurchase}`, juan), await t.get(`/api/vouchers/${MISSING}`, juan)],
      [
        await t.api().post(`/api/vouchers/${mariaPurchase}/link`).set(bearer(juan)),
        await t.api().post(`/api/vouchers/${MISSING}/link`).set(bearer(juan)),
      ],
    ] as const) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect(res.text).not.toMatch(/María|Pérez|123456785/);
    }
  });

  it('when the receipt key of one purchase is used for another, it opens nothing', async () => {
    const other = t.store.state.purchases.find((p) => p.id !== mariaPurchase && p.voucherKey);
    const key = other?.voucherKey ?? 'f'.repeat(32);
    const res = await t.api().get(`/api/vouchers/${mariaPurchase}?key=${key}`);
    expect(res.status).toBe(401);
    expect(res.text).not.toMatch(/María|Pérez/);
  });
});

describe('associated accounts', () => {
  it("when Juan Carlos removes María José's associate Tomás, answers 404 and Tomás stays hers", async () => {
    const res = await t.post('/api/socios/account/delete_associated', juan, { user_id: TOMAS });
    const missing = await t.post('/api/socios/account/delete_associated', juan, { user_id: MISSING });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect(t.store.memberById(TOMAS)!.guardianId).toBe(1);
    const list = await t.get('/api/socios/account/associated', maria);
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(TOMAS);
  });

  it("when Juan Carlos lists his associated accounts, María José's are not there", async () => {
    const res = await t.get('/api/socios/account/associated', juan);
    expect(res.body).toEqual({ data: [] });
  });

  it("when Juan Carlos quotes or pays for María José's associate, answers 422 and says nothing about the account", async () => {
    for (const path of ['/api/cuotas/valores/accounts', '/api/cuotas/valores/accounts/detail']) {
      const res = await t.post(path, juan, { numero_cuotas: 3, accounts: [TOMAS] });
      expect(res.status).toBe(422);
      expect(res.body.errors.accounts).toEqual([NOT_YOUR_ACCOUNT]);
      expect(JSON.stringify(res.body)).not.toMatch(/Tomás|214365871/);
    }
    const before = t.store.state.purchases.length;
    const pay = await t.post(
      DUES,
      juan,
      duesBody({ selectedAccounts: [TOMAS], valor: 3 * REGULAR_DUES + 3 * CHILD_DUES }),
    );
    expect(pay.status).toBe(422);
    expect(JSON.stringify(pay.body)).not.toMatch(/Tomás|214365871/);
    expect(t.store.state.purchases.length).toBe(before);
  });
});

describe('saved cards', () => {
  const CARD = '/api/payments/transbank/oneclick/card';

  it("when Juan Carlos reads his card or subscription, he gets none (not María José's)", async () => {
    expect((await t.get(CARD, juan)).body).toEqual({ data: null });
    const sub = await t.get('/api/payments/transbank/oneclick/subscription', juan);
    expect(sub.body).toEqual({ data: { user: null } });
    expect((await t.get(CARD, maria)).body.data.card_number).toBe('XXXXXXXXXXXX6623');
  });

  it("when Juan Carlos unsubscribes 'his' card twice, María José's stays, and so does her automatic payment", async () => {
    await t.post('/api/payments/transbank/oneclick/unsubscribe', juan, {});
    await t.post('/api/payments/transbank/oneclick/unsubscribe', juan, {});
    expect((await t.get(CARD, maria)).body.data).not.toBeNull();
    const config = await t.get('/api/socios/account/payments/config', maria);
    expect(config.body.enable).toBe(1);
  });

  it("when Juan Carlos pays in one click, María José's card is never charged", async () => {
    const res = await t.post(
      '/api/payments/transbank/oneclick/authorize/cuota',
      juan,
      duesBody({ metodo_pago: 'oneclick' }),
    );
    expect(res.body.status).not.toBe(true);
    const charged = t.store.state.purchases.filter(
      (p) => p.memberId === 4 && p.provider?.status === 'AUTHORIZED',
    );
    expect(charged).toEqual([]);
  });
});

describe('histories and settings', () => {
  it("when Juan Carlos reads his histories, none of María José's rows are there", async () => {
    const mariaIds = new Set(t.store.state.purchases.filter((p) => p.memberId === 1).map((p) => p.id));
    const purchases = await t.get('/api/socios/account/purchases/history', juan);
    expect(purchases.body.data.filter((p: { id: number }) => mariaIds.has(p.id))).toEqual([]);
    const payments = await t.get('/api/socios/account/payments/history', juan);
    expect(JSON.stringify(payments.body)).not.toMatch(/María|Tomás/);
  });

  it("when Juan Carlos switches his automatic payment off, María José's stays on", async () => {
    await t.post('/api/socios/account/payments/config/authorize-auto-payment', juan, {
      numero_cuotas: 2,
      authorized: false,
    });
    const config = await t.get('/api/socios/account/payments/config', maria);
    expect(config.body).toMatchObject({ cuotas: 1, enable: 1 });
  });
});
