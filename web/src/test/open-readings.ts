// The readings another team may reasonably give the entities SPEC §3/§7 names without their fields
// (contract/spec-fields.ts marks them `open`): each turns an answer the contract accepts into the
// same answer read that other way. The contract test checks that every one is still read
// (spec-fields.test.ts), and the random backend answers in them (app/random-backend.test.tsx).
type Body = Record<string, unknown>;
type Reading = (body: Body) => unknown;

const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
const map = (v: unknown, f: (item: Body) => unknown) =>
  Array.isArray(v) ? v.map((item) => (isRecord(item) ? f(item) : item)) : v;
const withField = (o: Body, key: string, value: unknown): Body => {
  const { [key]: _drop, ...rest } = o;
  return value === undefined ? rest : { ...rest, [key]: value };
};

/** A session user (SPEC §3) with the given RUT and name: no id, as the spec's has none. */
const sessionUserOf = (rut: unknown, name: string): Body => ({
  rut,
  nombre: name,
  apellido: 'Soto',
  apellidoM: '',
  nombre_completo: `${name} Soto`,
  sexo: 'Mujer',
  email: 'socia@example.cl',
  region: 13,
  commune: { id: 101, nombre: 'Macul' },
  estado: 0,
  activo: 1,
});

/** A payment record's `user`: absent, an id, the session user, the fake's `{ id, nombre_completo, rut }`. */
const paymentUsers: ((record: Body) => unknown)[] = [
  () => undefined,
  () => 7,
  () => '7',
  (r) => sessionUserOf(r.rut, 'Ana'),
  (r) => ({ id: 7, nombre_completo: 'Ana Soto', rut: r.rut }),
];
const recordsWith =
  (pick: (record: Body) => unknown): Reading =>
  (body) => ({
    ...body,
    main_payment: isRecord(body.main_payment)
      ? withField(body.main_payment, 'user', pick(body.main_payment))
      : body.main_payment,
    secondary_payments: map(body.secondary_payments, (r) => withField(r, 'user', pick(r))),
  });

/** 'Mis Datos' in the session user's names instead of the update form's. */
const asSessionUserNames: Reading = (body) => {
  const d = isRecord(body.data) ? body.data : {};
  const { genero, numero, dpto, comuna, ...rest } = d;
  return {
    data: {
      ...rest,
      sexo: genero === 'f' ? 'Mujer' : 'Hombre',
      direccion_nro: numero,
      direccion_dpto: dpto,
      commune: comuna === undefined ? null : { id: comuna, nombre: 'Comuna' },
    },
  };
};

/** A match list item in Match info's names only: no id, torneo or jugado. */
const matchInfoNames = (m: Body) => {
  const { id: _id, torneo: _t, jugado: _j, ...named } = m;
  return named;
};

/** Per-account totals whose entries are bare totals, or say nothing. */
const accountEntries: readonly Reading[] = [
  (b) => ({
    ...b,
    accounts: isRecord(b.accounts)
      ? Object.fromEntries(Object.entries(b.accounts).map(([k, v]) => [k, isRecord(v) ? v.total_current : v]))
      : b.accounts,
  }),
  (b) => ({
    ...b,
    accounts: isRecord(b.accounts)
      ? Object.fromEntries(Object.keys(b.accounts).map((k) => [k, {}]))
      : b.accounts,
  }),
];

export const OPEN_READINGS: Readonly<Record<string, readonly Reading[]>> = {
  'GET payments/info/{id}': paymentUsers.map(recordsWith),
  'GET socios/profile/data': [asSessionUserNames, () => ({ data: {} })],
  'GET fixtures': [(b) => ({ data: map(b.data, matchInfoNames) }), (b) => map(b.data, matchInfoNames)],
  'GET payments/transbank/oneclick/subscription': [
    () => ({ data: { user: 'tbk_user_1' } }),
    () => ({ data: { user: { tbk_user: 'tbk_user_1', email: 'socia@example.cl' } } }),
    () => ({ data: { user: null } }),
    () => ({ data: null }),
    () => ({ data: {} }),
  ],
  'GET payments/transbank/oneclick/card': [
    (b) => (isRecord(b.data) ? { data: withField(b.data, 'user', { tbk_user: 'u1' }) } : b),
    (b) => (isRecord(b.data) ? { data: withField(b.data, 'user', undefined) } : b),
  ],
  'POST payments/transbank/oneclick/authorize/cuota': [
    (b) => withField(b, 'data', { buy_order: 'x', amount: 2000 }),
    (b) => withField(b, 'data', undefined),
  ],
  'GET socios/total': [(b) => b.total, (b) => ({ count: b.total }), (b) => ({ data: b.total })],
  'GET socios/profile/cuotas/pendientes': [
    (b) => b.cuotas_pendientes,
    (b) => Array.from({ length: Number(b.cuotas_pendientes) || 0 }, (_, i) => ({ id: i + 1 })),
    () => ({ data: ['2026-09', '2026-10', '2026-11'] }),
  ],
  'POST cuotas/valores/accounts': accountEntries,
  'POST cuotas/valores/accounts/detail': accountEntries,
  'GET socios/name/{rut}': [
    (b) => (isRecord(b.data) ? b.data.nombre_completo : b),
    () => ({ data: { rut: '1-9', nombre: 'Ana', apellido: 'Paz' } }),
    () => ({}),
  ],
};
