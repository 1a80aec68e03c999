import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS, itAnswers401Without } from '../test/harness';
import { bearer } from '../test/mail';
import { NOT_YOUR_ACCOUNT } from '../domain/associates';
import { bracketFees, type FeeBracket } from '../../../web/src/domain/fee-schedule';
import {
  CATEGORY13,
  CHILD,
  PEDRO_DEBT,
  PEDRO_REGULARIZATION,
  REGULAR,
  SENIOR,
} from '../../../test-support/persona-fees';

// Prices come from the fee schedule, so a price change is one edit there; these tests pin who pays
// which bracket, for which months, and how the totals add up.

// The clock is pinned at 2026-11-21 (harness default).
async function as(rut: string) {
  const h = makeApp();
  const token = await h.tokenFor(rut);
  const get = async (path: string, query: Record<string, unknown> = {}) =>
    h.api().get(`/api/${path}`).query(query).set(bearer(token));
  const post = async (path: string, body: object) => h.post(`/api/${path}`, token, body);
  return { ...h, get, post };
}

/** The fee rule of a bracket's row (incorporación, dues value, minimum and default dues). */
const rule = (bracket: FeeBracket) => {
  const row = bracketFees(bracket);
  return {
    incorporacion: row.incorporacion,
    valor_cuota: row.dues,
    min_cuotas: row.minDues,
    numero_cuotas: row.defaultDues,
  };
};
const ADULT = rule('regular');

describe('fees per persona', () => {
  it.each([
    [PERSONAS.mariaJose, ADULT, '2026-11', 0, false],
    [PERSONAS.juanCarlos, ADULT, '2026-08', 3, false],
    [PERSONAS.pedro, rule('senior'), '2023-02', 45, true],
    [PERSONAS.roberto, rule('category13'), '2026-09', 2, false],
    [PERSONAS.camila, ADULT, null, 0, false],
  ])(
    '%s: configuracion and info-cuotas follow age, category and al_dia_hasta',
    async (rut, config, alDia, pending, regularize) => {
      const { get } = await as(rut);
      expect((await get('cuotas/configuracion')).body).toEqual(config);
      expect((await get('socios/profile/info-cuotas')).body).toEqual({
        ...config,
        al_dia_hasta: alDia,
        puede_regularizar: regularize,
        cuotas_pendientes: pending,
        pago_en_curso: null,
      });
    },
  );

  it('Juan Carlos owes September to November', async () => {
    const { get } = await as(PERSONAS.juanCarlos);
    expect((await get('socios/profile/cuotas/pendientes')).body).toEqual({
      cuotas_pendientes: 3,
      meses: ['2026-09', '2026-10', '2026-11'],
      total: 3 * REGULAR.dues,
    });
  });

  it('Pedro owes 45 dues across the June 2023 change and may regularise for half', async () => {
    const { get } = await as(PERSONAS.pedro);
    const pending = (await get('socios/profile/cuotas/pendientes')).body;
    expect(pending.cuotas_pendientes).toBe(45);
    expect(pending.total).toBe(PEDRO_DEBT);
    expect((await get('socios/account/payments/regularization/pending-amount')).body).toEqual({
      puede_regularizar: true,
      cuotas_pendientes: 45,
      cuotas_equivalentes: PEDRO_REGULARIZATION.numero_cuotas,
      deuda: PEDRO_DEBT,
      total: PEDRO_REGULARIZATION.valor,
    });
    expect((await get('cuotas/valores', { numero_cuotas: 5 })).body).toEqual({
      numero_cuotas: 5,
      total_old: 3 * SENIOR.duesBefore,
      total_current: 2 * SENIOR.dues,
      total: 3 * SENIOR.duesBefore + 2 * SENIOR.dues,
      count_old: 3,
      count_current: 2,
      desde: '2023-03',
      hasta: '2023-07',
    });
  });

  it('when Pedro regularised less than 5 years ago, he may not again; at 5 years he may', async () => {
    const { get, store } = await as(PERSONAS.pedro);
    store.memberByRut(PERSONAS.pedro)!.lastRegularization = '2021-11-22';
    expect((await get('socios/account/payments/regularization/pending-amount')).body.puede_regularizar).toBe(
      false,
    );
    store.memberByRut(PERSONAS.pedro)!.lastRegularization = '2021-11-21';
    expect((await get('socios/profile/info-cuotas')).body.puede_regularizar).toBe(true);
  });

  it('Juan Carlos cannot regularise 3 dues, but is told what half would be', async () => {
    const { get } = await as(PERSONAS.juanCarlos);
    expect((await get('socios/account/payments/regularization/pending-amount')).body).toEqual({
      puede_regularizar: false,
      cuotas_pendientes: 3,
      cuotas_equivalentes: 2,
      deuda: 3 * REGULAR.dues,
      total: Math.round((3 * REGULAR.dues) / 2),
    });
  });

  it('Roberto (category 13) pays the category 13 dues', async () => {
    const { get } = await as(PERSONAS.roberto);
    const res = await get('cuotas/valores', { numero_cuotas: 2 });
    expect(res.body).toMatchObject({ total: 2 * CATEGORY13.dues, desde: '2026-10', hasta: '2026-11' });
  });

  it('María José, al día, is quoted from next month', async () => {
    const { get } = await as(PERSONAS.mariaJose);
    const res = await get('cuotas/valores', { numero_cuotas: 3 });
    expect(res.body).toMatchObject({
      total: 3 * REGULAR.dues,
      total_old: 0,
      count_current: 3,
      desde: '2026-12',
      hasta: '2027-02',
    });
  });

  it('Camila pays the incorporation from this month, with at least her minimum of 3 dues', async () => {
    const { get } = await as(PERSONAS.camila);
    const ok = await get('cuotas/valores', { numero_cuotas: 3, tipo_pago: 'incorporacion' });
    expect(ok.body).toMatchObject({ total: 3 * REGULAR.dues, desde: '2026-11', hasta: '2027-01' });
    const few = await get('cuotas/valores', {
      numero_cuotas: REGULAR.minDues - 1,
      tipo_pago: 'incorporacion',
    });
    expect(few.status).toBe(422);
    expect(few.body.errors.numero_cuotas).toEqual([`Debes pagar entre ${REGULAR.minDues} y 24 cuotas.`]);
  });

  it.each([
    [{}],
    [{ numero_cuotas: 0 }],
    [{ numero_cuotas: 25 }],
    [{ numero_cuotas: 'tres' }],
    [{ numero_cuotas: 2.5 }],
  ])('when cuotas/valores gets %j, answers 422 errors.numero_cuotas', async (query) => {
    const { get } = await as(PERSONAS.mariaJose);
    const res = await get('cuotas/valores', query);
    expect(res.status).toBe(422);
    expect(res.body.errors.numero_cuotas).toEqual(['Debes elegir entre 1 y 24 cuotas.']);
  });
});

describe('POST /api/cuotas/valores/accounts(/detail)', () => {
  it('when María José adds Tomás, totals her dues and his child dues', async () => {
    const { post } = await as(PERSONAS.mariaJose);
    const res = await post('cuotas/valores/accounts', { numero_cuotas: 3, accounts: [2] });
    expect(res.body).toEqual({
      numero_cuotas: 3,
      total_old: 0,
      total_current: 3 * REGULAR.dues,
      total_accounts: 3 * CHILD.dues,
      total_old_values: 0,
      total_current_values: 3 * REGULAR.dues + 3 * CHILD.dues,
      grand_total: 3 * REGULAR.dues + 3 * CHILD.dues,
      accounts: {
        '2': {
          id: 2,
          nombre_completo: 'Tomás Muñoz Pérez',
          rut: '214365871',
          numero_cuotas: 3,
          total_old: 0,
          total_current: 3 * CHILD.dues,
          total: 3 * CHILD.dues,
          count_old: 0,
          count_current: 3,
          desde: '2026-09',
          hasta: '2026-11',
        },
      },
    });
  });

  it('when /detail is asked, adds the months at the top and per account', async () => {
    const { post } = await as(PERSONAS.mariaJose);
    const res = await post('cuotas/valores/accounts/detail', { numero_cuotas: 2, accounts: [2] });
    expect(res.body.months).toEqual([
      { month: '2026-12', value: REGULAR.dues },
      { month: '2027-01', value: REGULAR.dues },
    ]);
    expect(res.body.accounts['2'].months).toEqual([
      { month: '2026-09', value: CHILD.dues },
      { month: '2026-10', value: CHILD.dues },
    ]);
  });

  it('when no accounts are chosen, quotes the member alone', async () => {
    const { post } = await as(PERSONAS.juanCarlos);
    const res = await post('cuotas/valores/accounts', { numero_cuotas: 1, accounts: [] });
    expect(res.body).toMatchObject({ grand_total: REGULAR.dues, total_accounts: 0, accounts: {} });
  });

  it.each([
    ['Sofía, who must pay the incorporation', [3], 'Sofía Muñoz Pérez: Debe pagar incorporación.'],
    ['someone else’s account', [4], NOT_YOUR_ACCOUNT],
    ['herself', [1], NOT_YOUR_ACCOUNT],
    ['an unknown id', [999999], NOT_YOUR_ACCOUNT],
  ])('when the accounts include %s, answers 422 errors.accounts', async (_who, accounts, message) => {
    const { post } = await as(PERSONAS.mariaJose);
    const res = await post('cuotas/valores/accounts', { numero_cuotas: 3, accounts });
    expect(res.status).toBe(422);
    expect(res.body.errors.accounts).toEqual([message]);
  });

  it.each([
    [{ numero_cuotas: 3 }],
    [{ numero_cuotas: 30, accounts: [] }],
    [{ numero_cuotas: 3, accounts: 'todas' }],
  ])('when the body is %j, answers 422', async (body) => {
    const { post } = await as(PERSONAS.mariaJose);
    expect((await post('cuotas/valores/accounts', body)).status).toBe(422);
  });
});

describe('fees without a token', () => {
  itAnswers401Without([
    ['get', '/api/cuotas/configuracion'],
    ['get', '/api/socios/profile/info-cuotas'],
    ['get', '/api/socios/profile/cuotas/pendientes'],
    ['get', '/api/cuotas/valores?numero_cuotas=1'],
    ['post', '/api/cuotas/valores/accounts'],
    ['post', '/api/cuotas/valores/accounts/detail'],
    ['get', '/api/socios/account/payments/regularization/pending-amount'],
  ]);
});
