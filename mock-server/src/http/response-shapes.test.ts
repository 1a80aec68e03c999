import { describe, it, expect } from 'vitest';
import { bend } from './response-shapes';
import { PERSONAS, loggedIn } from '../test/harness';
import { REGULAR_DUES } from '../test/payments';
import { endpoints, judge } from '../../../web/src/api/contract';

describe('MOCK_SHAPES: answers the way another backend would', () => {
  const body = { total: 3, items: [], name: '', nested: [{ v: 2000, ok: true }], none: null };

  it('when strings, every number is text and nothing else changes', () => {
    expect(bend(body, 'strings')).toEqual({ ...body, total: '3', nested: [{ v: '2000', ok: true }] });
  });

  it('when nulls, empty lists and empty texts are null', () => {
    expect(bend(body, 'nulls')).toEqual({ ...body, items: null, name: null });
  });

  it('when wrapped, a body without data is wrapped in { data }; one with data stays', () => {
    expect(bend(body, 'wrapped')).toEqual({ data: body });
    expect(bend([1], 'wrapped')).toEqual({ data: [1] });
    expect(bend({ data: [] }, 'wrapped')).toEqual({ data: [] });
  });

  it('when switched on through the control room, API answers bend, errors keep the contract shape, a reset restores', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    await t.api().post('/__mock/faults').send({ shapes: 'strings' }).expect(200);
    const fee = await t.get('/api/socios/profile/info-cuotas', token);
    expect(fee.body.valor_cuota).toBe(String(REGULAR_DUES));
    expect(judge(endpoints.feeInfo.response, fee.body)).toMatchObject({
      kind: 'tolerated',
      value: { valor_cuota: REGULAR_DUES },
    });
    const refused = await t.get('/api/cuotas/valores?numero_cuotas=abc', token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toBeDefined();
    await t.api().post('/__mock/reset').expect(200);
    const after = await t.api().get('/api/socios/total');
    expect(typeof after.body.total).toBe('number');
  });
});
