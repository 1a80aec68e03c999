// The fields SPEC §3/§7 names, call by call: the one table the contract is checked against
// (spec-fields.test.ts: no schema requires a field this table does not name) and the one the fake
// API strips its answers by with MOCK_SHAPES=spec (mock-server/src/http/response-shapes.ts).
// - `true`: a field the spec names, kept whole;
// - a nested table: a field whose own fields the spec names (in a list, item by item; `EACH`, every
//   value of a map keyed by id);
// - `open(…)`: an entity the spec names *without* its fields (a payment record's `user`, "profile
//   data", the match list…). The contract requires nothing inside it, the screens read it under any
//   reasonable reading (`readings`, which the tests and the random backend draw from), and the fake
//   in spec mode answers it in the `strict` reading.
// Calls absent from the table are wholly ours (`endpoints.ts` `unshown`, and the spec names no such
// call at all): a screen never needs them.

export const EACH = '*';

export interface OpenEntity {
  readonly open: true;
  /** What SPEC says of it, in its words. */
  readonly about: string;
  /** The fields the fake keeps in spec mode: one reading another team may well choose. */
  readonly strict: Fields | true;
}
export type Rule = true | OpenEntity | Fields;
export type Fields = { readonly [field: string]: Rule };

export interface SpecFields {
  /** The SPEC line the list is copied from. */
  spec: string;
  /** The answer's fields; `open(…)` when the spec names the answer but none of its fields. */
  fields: Fields | OpenEntity;
}

export const keep = (...names: string[]): Fields => Object.fromEntries(names.map((n) => [n, true]));
export const open = (about: string, strict: Fields | true): OpenEntity => ({ open: true, about, strict });
export const isOpen = (rule: Rule | OpenEntity): rule is OpenEntity =>
  typeof rule === 'object' && (rule as OpenEntity).open === true;

/** SPEC §3 "Session user: rut, nombre, … legacy_auth_token". */
export const SESSION_USER = keep(
  ...['rut', 'nombre', 'apellido', 'apellidoM', 'nombre_completo', 'sexo', 'celular', 'telefono'],
  ...['email', 'fecha_nacimiento', 'tipo_socio', 'pais', 'direccion', 'direccion_nro', 'direccion_dpto'],
  ...['region', 'imagen', 'socio_desde', 'numero_socio', 'estado', 'activo', 'legacy_auth_token'],
);
const sessionUser: Fields = { ...SESSION_USER, commune: keep('id', 'nombre') };
const teamScore = keep('name', 'thumbnail', 'goals');
const dues = keep('total_old', 'total_current');
const perAccountTotals: Fields = {
  ...keep('total_old', 'total_current', 'total_accounts', 'total_old_values', 'total_current_values'),
  accounts: { [EACH]: open('SPEC §3 "accounts map keyed by id": its values have no fields named', dues) },
};
const historyItem: Fields = {
  ...keep('id', 'fecha', 'tipo', 'medio', 'valor', 'periodo', 'url_voucher'),
  pago_relacionado: keep('id', 'estado'),
};
const paymentRecord: Fields = {
  ...keep('id', 'estado', 'tipo_pago', 'fecha', 'rut', 'numero_cuota', 'cuota', 'total', 'wp_amount'),
  ...keep('wp_authorizationCode', 'wp_paymentTypeCode', 'wp_cardNumber'),
  detail_pago: keep('id', 'payed_month', 'month_value'),
  user: open('SPEC §3 "Payment record: … user": a user, its fields not named', SESSION_USER),
};
const cardStart: SpecFields = {
  spec: 'SPEC §3 "Card-start response: url and ws_token"',
  fields: keep('url', 'ws_token'),
};
/** A call SPEC §7 lists whose answer it does not describe: any success is success. */
const unnamedAnswer = (spec: string): SpecFields => ({ spec, fields: {} });

/** By call, as `endpoints.ts` writes it: 'METHOD path', relative to the API base. */
export const SPEC_FIELDS: Readonly<Record<string, SpecFields>> = {
  'POST socios/login': {
    spec: 'SPEC §7 "socios/login | rut, password; response flag, token, msg, validations.errors.rut"',
    fields: keep('flag', 'token', 'msg'),
  },
  'POST socios/store': unnamedAnswer('SPEC §7 "socios/store | registration payload"; §8 the success text'),
  'POST socios/account/password/send-recover-link': {
    spec: 'SPEC §8 "Recover: … status false shows server errors text; success shows data text"',
    fields: keep('status', 'errors', 'data'),
  },
  'POST socios/account/password/reset-password': {
    spec: 'SPEC §8 "Reset: first password error, else token error; success shows data"',
    fields: keep('data'),
  },
  'POST socios/account/update-password': unnamedAnswer(
    'SPEC §7 "socios/account/update-password | current_password, new_password"',
  ),
  'GET socios/profile': {
    spec: 'SPEC §3 "Session user: rut, nombre, … legacy_auth_token"',
    fields: { data: sessionUser },
  },
  'GET socios/profile/data': {
    spec: 'SPEC §7 "socios/profile/data | profile data"',
    fields: {
      data: open('"profile data": the session user or the profile update fields, by name', SESSION_USER),
    },
  },
  'POST socios/account/profile/update': {
    spec: 'SPEC §7 "socios/account/profile/update | profile fields; response status, validations.errors"',
    fields: keep('status'),
  },
  'POST socios/profile/upload-picture': {
    spec: 'SPEC §7 "socios/profile/upload-picture | … response url, error errors.profile_picture[0]"',
    fields: keep('url'),
  },
  'POST socios/profile/set-interests': unnamedAnswer('SPEC §7 "socios/profile/set-interests | interests"'),
  'GET communes/{id}': {
    spec: 'SPEC §7 "communes/{id} | communes of a region (id, nombre)"',
    fields: { data: keep('id', 'nombre') },
  },
  'GET socios/total': {
    spec: 'SPEC §7 "socios/total | member total"',
    fields: open('"member total": a count, its field not named', true),
  },
  'GET interests': { spec: 'SPEC §3 "Interests: list items with name"', fields: { data: keep('name') } },
  'GET fixtures': {
    spec: 'SPEC §7 "fixtures | match list with filters"',
    fields: {
      data: open('"match list": matches, their fields not named (read as Match info\'s)', {
        local: teamScore,
        visita: teamScore,
        estadio: true,
        fecha: true,
      }),
    },
  },
  'GET fixtures/info': {
    spec: 'SPEC §3 "Match info: previo (local, visita with name, thumbnail, goals) and proximo (local, visita, estadio, fecha)"',
    fields: {
      previo: { local: teamScore, visita: teamScore },
      proximo: { local: teamScore, visita: teamScore, estadio: true, fecha: true },
    },
  },
  'GET cuotas/configuracion': {
    spec: 'SPEC §7 "a fee-configuration fetch (incorporacion, valor_cuota, min_cuotas, numero_cuotas)"',
    fields: keep('incorporacion', 'valor_cuota', 'min_cuotas', 'numero_cuotas'),
  },
  'GET socios/profile/info-cuotas': {
    spec: 'SPEC §3 "Fee info: incorporacion, valor_cuota, min_cuotas, numero_cuotas, al_dia_hasta, puede_regularizar, cuotas_pendientes"',
    fields: keep(
      ...['incorporacion', 'valor_cuota', 'min_cuotas', 'numero_cuotas', 'al_dia_hasta'],
      ...['puede_regularizar', 'cuotas_pendientes'],
    ),
  },
  'GET socios/profile/cuotas/pendientes': {
    spec: 'SPEC §7 "socios/profile/cuotas/pendientes | pending dues"',
    fields: open('"pending dues": a count or the dues themselves, no field named', keep('cuotas_pendientes')),
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
  'GET socios/account/associated': {
    spec: 'SPEC §7 "socios/account/associated | list, field data read"; SPEC §3 "Associated account: id, nombre_completo, rut, al_dia_hasta, valor_cuota"',
    fields: { data: keep('id', 'nombre_completo', 'rut', 'al_dia_hasta', 'valor_cuota') },
  },
  'POST socios/account/invite_associated': {
    spec: 'SPEC §7 "socios/account/invite_associated | rut; response validations.message, status, data"',
    fields: keep('status', 'data'),
  },
  'POST socios/account/delete_associated': unnamedAnswer(
    'SPEC §7 "socios/account/delete_associated | user_id"',
  ),
  'GET socios/name/{rut}': {
    spec: 'SPEC §7 "member name lookup" (no path)',
    fields: open('"member name lookup": a name, its field not named', true),
  },
  'GET socios/account/payments/history': {
    spec: 'SPEC §3 "Payment history item: id, fecha, tipo, medio, valor, periodo, url_voucher, pago_relacionado (id, estado). Response has lists history and history_extra."',
    fields: { history: historyItem, history_extra: historyItem },
  },
  'GET socios/account/purchases/history': {
    spec: 'SPEC §3 "Purchase: id, fecha, estado, total, url_voucher"',
    fields: { data: keep('id', 'fecha', 'estado', 'total', 'url_voucher') },
  },
  'GET socios/account/payments/config': {
    spec: 'SPEC §3 "Automatic payment setting: … server returns cuotas and enable (1 or other)"',
    fields: keep('cuotas', 'enable'),
  },
  'POST socios/account/payments/config/authorize-auto-payment': unnamedAnswer(
    'SPEC §7 "authorize-auto-payment | numero_cuotas, authorized"; §8 a success message in a green alert',
  ),
  'POST payments/create-payment-cuotas': cardStart,
  'POST payments/create-payment-cuotas-extraordinaria': cardStart,
  'POST payments/create-payment-cuotas-regularizacion': cardStart,
  'POST payments/transbank/oneclick/subscribe': cardStart,
  'GET payments/info/{id}': {
    spec: 'SPEC §3 "Payment record: id, estado, tipo_pago, fecha, rut, numero_cuota, cuota, total, wp_amount, wp_authorizationCode, wp_paymentTypeCode, wp_cardNumber, detail_pago (items: id, payed_month, month_value), user. Final response: main_payment and secondary_payments."',
    fields: { main_payment: paymentRecord, secondary_payments: paymentRecord },
  },
  'GET payments/transbank/oneclick/subscription': {
    spec: 'SPEC §3 "Card subscription response: data.user"',
    fields: { data: { user: open('"data.user": the provider\'s user, its fields not named', true) } },
  },
  'GET payments/transbank/oneclick/card': {
    spec: 'SPEC §3 "Saved card: user, card_type, card_number"; SPEC §7 "saved-card get" (no path)',
    fields: {
      data: {
        user: open('"Saved card: user": its fields not named', true),
        card_type: true,
        card_number: true,
      },
    },
  },
  'POST payments/transbank/oneclick/unsubscribe': unnamedAnswer('SPEC §7 "oneclick/unsubscribe | cancel"'),
  'POST payments/transbank/oneclick/authorize/cuota': {
    spec: 'SPEC §3 "One-click response: status, data, id_compra"; §8 "returned data message shown above the pay button"',
    fields: {
      status: true,
      id_compra: true,
      data: open('"data": the failure\'s message; on success not named', true),
    },
  },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body with only the listed fields (lists item by item; null and scalars as they are). */
export function onlyFields(body: unknown, rule: Rule | OpenEntity): unknown {
  if (rule === true) return body;
  if (isOpen(rule)) return onlyFields(body, rule.strict);
  if (Array.isArray(body)) return body.map((item) => onlyFields(item, rule));
  if (!isObject(body)) return body;
  const each = rule[EACH];
  if (each !== undefined)
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, onlyFields(v, each)]));
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(rule))
    if (name in body) out[name] = onlyFields(body[name], inner);
  return out;
}

const CALLS = Object.entries(SPEC_FIELDS).map(([call, list]) => {
  const [method, path] = call.split(' ') as [string, string];
  const pattern = new RegExp(`^/${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
  return { method, pattern, fields: list.fields };
});

/** The spec's list for a call (`path` relative to the API base, with its leading slash), if any. */
export function specFieldsOf(method: string, path: string): Fields | OpenEntity | undefined {
  return CALLS.find((c) => c.method === method && c.pattern.test(path))?.fields;
}
