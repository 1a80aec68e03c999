// MOCK_SHAPES=spec: the fake API answers each call with the fields SPEC §3/§7 names for it and
// nothing more, the way the club's API may. Each list below names the SPEC line it is copied from;
// a call not listed answers whole, because the spec names all of its fields already (login,
// associated accounts, saved card…) or none (socios/store, fixtures), or because its path is one
// SPEC §7 does not show, which is wholly an extension (endpoints.ts `unshown`).
// A field name keeps the value whole; a nested list keeps only its own fields, item by item in a
// list; `EACH` applies a list to every value of a map keyed by id.

export type Fields = { readonly [field: string]: true | Fields };
export const EACH = '*';

interface SpecFields {
  /** The SPEC line the list is copied from. */
  spec: string;
  fields: Fields;
}

const keep = (...names: string[]): Fields => Object.fromEntries(names.map((n) => [n, true]));

const sessionUser = keep(
  ...['rut', 'nombre', 'apellido', 'apellidoM', 'nombre_completo', 'sexo', 'celular', 'telefono'],
  ...['email', 'fecha_nacimiento', 'tipo_socio', 'pais', 'direccion', 'direccion_nro', 'direccion_dpto'],
  ...['region', 'commune', 'imagen', 'socio_desde', 'numero_socio', 'estado', 'activo', 'legacy_auth_token'],
);
const teamScore = keep('name', 'thumbnail', 'goals');
const dues = keep('total_old', 'total_current');
const perAccountTotals: Fields = {
  ...keep('total_old', 'total_current', 'total_accounts', 'total_old_values', 'total_current_values'),
  accounts: { [EACH]: dues },
};
const historyItem: Fields = {
  ...keep('id', 'fecha', 'tipo', 'medio', 'valor', 'periodo', 'url_voucher'),
  pago_relacionado: keep('id', 'estado'),
};
const paymentRecord: Fields = {
  ...keep('id', 'estado', 'tipo_pago', 'fecha', 'rut', 'numero_cuota', 'cuota', 'total', 'wp_amount'),
  ...keep('wp_authorizationCode', 'wp_paymentTypeCode', 'wp_cardNumber', 'user'),
  detail_pago: keep('id', 'payed_month', 'month_value'),
};
const cardStart: SpecFields = {
  spec: 'SPEC §3 "Card-start response: url and ws_token"',
  fields: keep('url', 'ws_token'),
};

/** By call, as `endpoints.ts` writes it: 'METHOD path', relative to the API base. */
export const SPEC_FIELDS: Readonly<Record<string, SpecFields>> = {
  'GET socios/profile': {
    spec: 'SPEC §3 "Session user: rut, nombre, … legacy_auth_token"',
    fields: { data: sessionUser },
  },
  'POST socios/account/profile/update': {
    spec: 'SPEC §7 "socios/account/profile/update | profile fields; response status, validations.errors"; SPEC §3 "Session user"',
    fields: { status: true, data: sessionUser },
  },
  'GET interests': { spec: 'SPEC §3 "Interests: list items with name"', fields: { data: keep('name') } },
  'GET fixtures/info': {
    spec: 'SPEC §3 "Match info: previo (local, visita with name, thumbnail, goals) and proximo (local, visita, estadio, fecha)"',
    fields: {
      previo: { local: teamScore, visita: teamScore },
      proximo: { local: teamScore, visita: teamScore, estadio: true, fecha: true },
    },
  },
  'GET socios/profile/info-cuotas': {
    spec: 'SPEC §3 "Fee info: incorporacion, valor_cuota, min_cuotas, numero_cuotas, al_dia_hasta, puede_regularizar, cuotas_pendientes"',
    fields: keep(
      ...['incorporacion', 'valor_cuota', 'min_cuotas', 'numero_cuotas', 'al_dia_hasta'],
      ...['puede_regularizar', 'cuotas_pendientes'],
    ),
  },
  'GET socios/profile/cuotas/pendientes': {
    spec: 'SPEC §7 "socios/profile/cuotas/pendientes | pending dues"; the count as SPEC §3 Fee info names it',
    fields: keep('cuotas_pendientes'),
  },
  'GET cuotas/valores': {
    spec: 'SPEC §7 "cuotas/valores | numero_cuotas; total_old, total_current"',
    fields: dues,
  },
  'POST cuotas/valores/accounts': {
    spec: 'SPEC §3 "Per-account totals: total_old, total_current, total_accounts, total_old_values, total_current_values, accounts map keyed by id"',
    fields: perAccountTotals,
  },
  'POST cuotas/valores/accounts/detail': {
    spec: 'SPEC §7 "cuotas/valores/accounts/detail | same with per-account detail"; SPEC §3 "Per-account totals"',
    fields: perAccountTotals,
  },
  'GET socios/account/payments/regularization/pending-amount': {
    spec: 'SPEC §3 "Regularisation pending amount: cuotas_equivalentes, total"',
    fields: keep('cuotas_equivalentes', 'total'),
  },
  'GET socios/account/payments/history': {
    spec: 'SPEC §3 "Payment history item: id, fecha, tipo, medio, valor, periodo, url_voucher, pago_relacionado (id, estado). Response has lists history and history_extra."',
    fields: { history: historyItem, history_extra: historyItem },
  },
  'GET socios/account/purchases/history': {
    spec: 'SPEC §3 "Purchase: id, fecha, estado, total, url_voucher"',
    fields: { data: keep('id', 'fecha', 'estado', 'total', 'url_voucher') },
  },
  'POST payments/create-payment-cuotas': cardStart,
  'POST payments/create-payment-cuotas-extraordinaria': cardStart,
  'POST payments/create-payment-cuotas-regularizacion': cardStart,
  'POST payments/transbank/oneclick/subscribe': cardStart,
  'GET payments/info/{id}': {
    spec: 'SPEC §3 "Payment record: id, estado, tipo_pago, fecha, rut, numero_cuota, cuota, total, wp_amount, wp_authorizationCode, wp_paymentTypeCode, wp_cardNumber, detail_pago (items: id, payed_month, month_value), user. Final response: main_payment and secondary_payments."',
    fields: { main_payment: paymentRecord, secondary_payments: paymentRecord },
  },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body with only the listed fields (lists item by item; null and scalars as they are). */
export function onlyFields(body: unknown, fields: Fields): unknown {
  if (Array.isArray(body)) return body.map((item) => onlyFields(item, fields));
  if (!isObject(body)) return body;
  const each = fields[EACH];
  if (each !== undefined)
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, each === true ? v : onlyFields(v, each)]),
    );
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(fields))
    if (name in body) out[name] = rule === true ? body[name] : onlyFields(body[name], rule);
  return out;
}

const CALLS = Object.entries(SPEC_FIELDS).map(([call, list]) => {
  const [method, path] = call.split(' ') as [string, string];
  const pattern = new RegExp(`^/${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
  return { method, pattern, fields: list.fields };
});

/** The spec's list for a call (`path` relative to the API base, with its leading slash), if any. */
export function specFieldsOf(method: string, path: string): Fields | undefined {
  return CALLS.find((c) => c.method === method && c.pattern.test(path))?.fields;
}
