// Property: a number field takes a JSON number, or plain decimal digits as text (what a form field
// or a query string carries) — never a boolean, an array, an object, hex, an exponent, a sign, a
// decimal point or padding, which a coercing parser would turn into 1, 3, 3 or 6000.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeApp, PERSONAS, VALID_REGISTRATION } from './harness';
import { bearer } from './mail';
import { DUES, duesBody } from './payments';

const NOT_A_NUMBER = [
  true,
  false,
  [3],
  ['3'],
  {},
  { n: 3 },
  '0x3',
  '6e3',
  '3e0',
  '3.0',
  ' 3',
  '3 ',
  '+3',
  '-3',
  '٣',
  '',
  'Infinity',
  'NaN',
  '0b11',
  '03',
];
const NOT_DIGITS = NOT_A_NUMBER.filter((v): v is string => typeof v === 'string' && v !== '');
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const t = makeApp();
let token = '';
beforeAll(async () => {
  token = await t.tokenFor(PERSONAS.mariaJose);
});

/** A valid body per route, and the number fields to spoil in it. */
const BODIES: { path: string; body: () => Record<string, unknown>; fields: string[]; auth: boolean }[] = [
  { path: DUES, body: () => duesBody(), fields: ['numero_cuotas', 'valor'], auth: true },
  {
    path: '/api/cuotas/valores/accounts',
    body: () => ({ numero_cuotas: 3, accounts: [2] }),
    fields: ['numero_cuotas'],
    auth: true,
  },
  {
    path: '/api/socios/account/delete_associated',
    body: () => ({ user_id: 2 }),
    fields: ['user_id'],
    auth: true,
  },
  {
    path: '/api/socios/store',
    body: () => ({ ...VALID_REGISTRATION }),
    fields: ['region', 'comuna'],
    auth: false,
  },
];

describe('strict number fields', () => {
  for (const { path, body, fields, auth } of BODIES) {
    it(`POST ${path}: ${fields.join(', ')} as anything but a number or plain digits is a 422 naming the field`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields),
          fc.constantFrom(...NOT_A_NUMBER),
          async (field, value) => {
            const req = t.api().post(path);
            if (auth) req.set(bearer(token));
            const res = await req.send({ ...body(), [field]: value });
            expect(
              [res.status, Object.keys(res.body.errors ?? {})],
              `${field}=${JSON.stringify(value)}`,
            ).toEqual([422, expect.arrayContaining([field])]);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('an element of accounts that is not a number is a 422', async () => {
    for (const bad of [true, '0x2', '2e0', [2]]) {
      const res = await t.post('/api/cuotas/valores/accounts', token, { numero_cuotas: 3, accounts: [bad] });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('GET cuotas/valores: numero_cuotas in the query as hex, exponent, sign, decimal or padded is a 422; "3" works', async () => {
    for (const v of NOT_DIGITS) {
      const res = await t.api().get('/api/cuotas/valores').query({ numero_cuotas: v }).set(bearer(token));
      expect([v, res.status]).toEqual([v, 422]);
    }
    expect((await t.get('/api/cuotas/valores?numero_cuotas=3', token)).status).toBe(200);
  });

  it('as a JSON number or plain digits, the same fields work', async () => {
    for (const n of [3, '3']) {
      const res = await t.post('/api/cuotas/valores/accounts', token, { numero_cuotas: n, accounts: [2] });
      expect(res.status).toBe(200);
    }
  });
});
