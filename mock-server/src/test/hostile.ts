// fast-check arbitraries for hostile requests: path segments, query strings and bodies that a
// careless or malicious client could send. Bodies are built as raw text so that keys like
// `__proto__` and duplicated keys reach the server exactly as written.
import fc from 'fast-check';

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Field names the routes know, so generated bodies often get past "unknown field". */
export const FIELD_NAMES = [
  'rut',
  'password',
  'password_confirmation',
  'email',
  'email_confirm',
  'nombres',
  'celular',
  'region',
  'comuna',
  'numero_cuotas',
  'tipo_pago',
  'valor',
  'valor_cuota_extraordinaria',
  'min_cuota',
  'buyOrder',
  'metodo_pago',
  'selectedAccounts',
  'main_account',
  'accounts',
  'user_id',
  'interests',
  'token',
  'key',
  'link',
  'return_path',
  'current_password',
  'new_password',
  'authorized',
  'token_ws',
  'TBK_TOKEN',
  'TBK_ORDEN_COMPRA',
  'TBK_ID_SESION',
  'torneo',
  'jugado',
  'desde',
  'hasta',
];

/** Keys that are dangerous or confusing on a plain object. */
const NASTY_KEYS = [
  ...POLLUTION_KEYS,
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'a[b]',
  '',
];

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '12345678-5',
  '12.345.678-5',
  'f'.repeat(64),
  '/pago/cuota',
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '\ud800', // a lone surrogate
  'ñandú 🦩',
  '9'.repeat(40),
];

const keyArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Big enough to cross every length cap, sometimes past the 100 kB body limit. */
const hugeString = fc.constantFrom(201, 1_000, 20_000, 90_000, 150_000).map((n) => 'x'.repeat(n));

export const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 60 }) },
);

/** `{"k": v, ...}` written by hand: duplicated keys and `__proto__` stay as sent. */
export const rawObject = (entries: [string, unknown][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** Form or query encoding; non-strings go as their JSON text. */
export const formEncode = (entries: [string, unknown][]) =>
  new URLSearchParams(
    entries.map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  ).toString();

const entriesArb = fc.array(fc.tuple(keyArb, valueArb), { maxLength: 8 });

const nested = (depth: number, open: string, leaf: string, close: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);

export interface RawBody {
  contentType?: string;
  payload?: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
];

const MALFORMED = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '"just a string"',
  '42',
  'null',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"rut":{"__proto__":{"polluted":true}}}',
  '[{"__proto__":{"polluted":true}}]',
  '{"__proto__":{"polluted":true},"__proto__":[]}',
];

/**
 * A body for any route; `example` is a valid body of the route (when it takes one), mutated in one
 * field so that some requests get past the first checks and reach the domain code.
 */
export function bodyArb(example?: Record<string, unknown>): fc.Arbitrary<RawBody> {
  const json = (payload: string): RawBody => ({ contentType: 'application/json', payload });
  const variants: fc.Arbitrary<RawBody>[] = [
    fc.constant({}),
    fc.jsonValue().map((v) => json(JSON.stringify(v))),
    fc.anything({ maxDepth: 3 }).map((v) => json(JSON.stringify(v) ?? '')),
    entriesArb.map((e) => json(rawObject(e))),
    fc.constantFrom(...MALFORMED).map(json),
    fc.string().map(json),
    fc
      .tuple(fc.integer({ min: 5, max: 3000 }), fc.boolean())
      .map(([d, arrays]) =>
        json(`{"rut":${arrays ? nested(d, '[', '1', ']') : nested(d, '{"a":', '1', '}')}}`),
      ),
    fc.tuple(entriesArb, fc.constantFrom(...CONTENT_TYPES)).map(([e, contentType]) => ({
      contentType,
      payload: formEncode(e),
    })),
    fc
      .tuple(entriesArb, fc.constantFrom(...CONTENT_TYPES))
      .map(([e, contentType]) => ({ contentType, payload: rawObject(e) })),
  ];
  if (example) {
    const fields = Object.keys(example);
    const mutated = fc
      .tuple(fc.constantFrom(...fields), fc.constantFrom('drop', 'set', 'extra'), valueArb, keyArb)
      .map(([field, how, value, key]) => {
        const entries = Object.entries(example).filter(([k]) => how !== 'drop' || k !== field);
        if (how === 'set') return entries.map(([k, v]): [string, unknown] => [k, k === field ? value : v]);
        if (how === 'extra') return [...entries, [key, value] as [string, unknown]];
        return entries;
      })
      .map((e) => json(rawObject(e)));
    variants.push(mutated, mutated, fc.constant(json(JSON.stringify(example))));
  }
  return fc.oneof(...variants);
}

const HOSTILE_QUERIES = [
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  '__proto__=x',
  'prototype=1',
  'a=%E0%A4%A',
  '%=1',
  '&&&',
  '=',
  `${'a'.repeat(5000)}=1`,
  `x=${'y'.repeat(20000)}`,
  Array.from({ length: 1500 }, (_, i) => `k${i}=1`).join('&'),
  'numero_cuotas=3&numero_cuotas=4',
  'numero_cuotas[]=3',
  `token=${'f'.repeat(64)}`,
  'key=x&key=y',
  'toString=1',
];

/** A query string (without '?'); `example` is a valid query of the route, mutated in one field. */
export function queryArb(example?: Record<string, string>): fc.Arbitrary<string> {
  const encode = formEncode;
  const variants: fc.Arbitrary<string>[] = [
    fc.constant(''),
    fc.constantFrom(...HOSTILE_QUERIES),
    fc.array(fc.tuple(keyArb, valueArb), { maxLength: 6 }).map(encode),
  ];
  if (example) {
    const entries = Object.entries(example) as [string, unknown][];
    variants.push(
      fc.constant(encode(entries)),
      fc
        .tuple(fc.constantFrom(...entries.map(([k]) => k)), valueArb)
        .map(([field, value]) => encode(entries.map(([k, v]) => [k, k === field ? value : v]))),
      fc.tuple(keyArb, valueArb).map((extra) => encode([...entries, extra])),
    );
  }
  return fc.oneof(...variants);
}

/** Raw path segments (already %-encoded, sometimes deliberately malformed). */
const HOSTILE_SEGMENTS = [
  ...POLLUTION_KEYS,
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F%2Fevil.com',
  '%00',
  '%E0%A4%A',
  '%',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  'NaN',
  '%20',
  encodeURIComponent('<script>alert(1)</script>'),
  'a'.repeat(3000),
  encodeURIComponent('ñandú'),
  '12345678-5',
  'f'.repeat(64),
];

export const segmentArb = (valid: string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_SEGMENTS, ...valid),
    fc.string({ minLength: 1 }).map(encodeURIComponent),
    fc.nat().map(String),
  );
