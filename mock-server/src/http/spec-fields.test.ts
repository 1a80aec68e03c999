// MOCK_SHAPES=spec: the fake API answers like an API that sends only what SPEC §3/§7 names. Every
// such answer must still be one the SPA reads (the contract's spec tier), and lack the extensions.
import { describe, it, expect } from 'vitest';
import { EACH, SPEC_FIELDS, onlyFields } from './spec-fields';
import { bend } from './response-shapes';
import { PERSONAS, loggedIn } from '../test/harness';
import { endpoints, judge, type Endpoint } from '../../../web/src/api/contract';

const table = Object.values(endpoints as Record<string, Endpoint>);
const byCall = new Map(table.map((e) => [`${e.method} ${e.path}`, e]));

describe('the spec allow-lists', () => {
  it('each names a call of the contract and the SPEC line it is copied from', () => {
    for (const [call, list] of Object.entries(SPEC_FIELDS)) {
      expect(byCall.has(call), call).toBe(true);
      expect(list.spec, call).toMatch(/^SPEC §[37] /);
    }
  });

  it('when a body has fields beyond the list, only the listed ones stay: in lists item by item, in maps value by value', () => {
    const body = { a: 1, b: 2, list: [{ x: 1, y: 2 }], map: { '7': { x: 1, y: 2 } }, none: null };
    const fields = { a: true, list: { x: true }, map: { [EACH]: { x: true } }, none: { x: true } } as const;
    expect(onlyFields(body, fields)).toEqual({ a: 1, list: [{ x: 1 }], map: { '7': { x: 1 } }, none: null });
  });

  it('when a call has no list, its answer stays whole', () => {
    const body = { flag: true, token: 't', msg: 'ok' };
    expect(bend(body, 'spec', { method: 'POST', path: '/socios/login' })).toBe(body);
  });
});

describe('the fake API with MOCK_SHAPES=spec', () => {
  it('when switched on, the quotes, histories and fee info lack the extensions and still read as the contract', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    await t.api().post('/__mock/faults').send({ shapes: 'spec' }).expect(200);

    const values = await t.get('/api/cuotas/valores?numero_cuotas=2', token);
    expect(Object.keys(values.body).sort()).toEqual(['total_current', 'total_old']);
    expect(judge(endpoints.duesValues.response, values.body).kind).toBe('conforms');

    const quote = await t.post('/api/cuotas/valores/accounts/detail', token, {
      numero_cuotas: 2,
      accounts: [],
    });
    expect(quote.body).not.toHaveProperty('grand_total');
    expect(quote.body).not.toHaveProperty('months');
    expect(judge(endpoints.accountsValuesDetail.response, quote.body).kind).toBe('conforms');

    const history = await t.get('/api/socios/account/payments/history', token);
    const item = history.body.history[0];
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('receptor');
    expect(judge(endpoints.paymentsHistory.response, history.body).kind).toBe('conforms');

    const fee = await t.get('/api/socios/profile/info-cuotas', token);
    expect(fee.body).not.toHaveProperty('pago_en_curso');
    expect(judge(endpoints.feeInfo.response, fee.body).kind).toBe('conforms');

    const purchase = item.url_voucher.split('/').pop();
    const info = await t.get(`/api/payments/info/${purchase}`, token);
    expect(info.body).not.toHaveProperty('id_compra');
    expect(judge(endpoints.paymentInfo.response, info.body).kind).toBe('conforms');

    const refused = await t.get('/api/cuotas/valores?numero_cuotas=abc', token);
    expect(refused.status).toBe(422); // errors keep the contract's shape
    expect(refused.body.errors).toBeDefined();
  });
});
