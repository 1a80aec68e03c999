// MOCK_SHAPES=spec: the fake API answers like an API that sends only what SPEC §3/§7 names (the
// contract's table, web/src/api/contract/spec-fields.ts), and the entities the spec names without
// fields in another team's reading. Every such answer must still be one the SPA reads.
import { describe, it, expect } from 'vitest';
import { PERSONAS, loggedIn } from '../test/harness';
import { endpoints, judge } from '../../../web/src/api/contract';

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

    // A payment's `user` (named without fields): the session user, without the id SPEC §3's has not.
    expect(info.body.main_payment.user).not.toHaveProperty('id');
    expect(info.body.main_payment.user).toMatchObject({ rut: info.body.main_payment.rut });
    expect(info.body.main_payment.user).not.toHaveProperty('legacy_auth_token');

    // "Profile data" in the session user's names, not the update form's.
    const data = (await t.get('/api/socios/profile/data', token)).body.data;
    expect(data).toHaveProperty('sexo');
    expect(data).toHaveProperty('direccion_nro');
    expect(data).not.toHaveProperty('genero');
    expect(data).not.toHaveProperty('comuna');
    expect(judge(endpoints.profileData.response, { data }).kind).toBe('conforms');

    // The match list in Match info's names: no id, torneo or jugado.
    const matches = (await t.get('/api/fixtures', token)).body.data;
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(Object.keys(m).sort()).toEqual(['estadio', 'fecha', 'local', 'visita']);

    const refused = await t.get('/api/cuotas/valores?numero_cuotas=abc', token);
    expect(refused.status).toBe(422); // errors keep the contract's shape
    expect(refused.body.errors).toBeDefined();
  });
});
