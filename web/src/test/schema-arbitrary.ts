// Random answers that the contract accepts, for the random-backend test: a zod schema becomes a
// fast-check generator through its JSON Schema (the same one mock-server/openapi.yaml is written from),
// so every bound, pattern and enum of the contract is honoured and nothing else is assumed. Numbers
// reach their bounds (0, the largest safe integer, a declared maximum): a screen that computes from
// a number must survive what the schema lets through.
import fc from 'fast-check';
import * as z from 'zod/mini';

type Json = Record<string, unknown>;

const MAX_ITEMS = 4;
/** The fields that identify an item of a list, first found wins. */
const IDENTITIES = ['id', 'rut', 'month', 'payed_month'];

const resolve = (s: Json, defs: Record<string, Json>): Json =>
  typeof s.$ref === 'string' ? resolve(defs[s.$ref.split('/').pop()!]!, defs) : s;

function integer(s: Json): fc.Arbitrary<number> {
  const min =
    typeof s.exclusiveMinimum === 'number'
      ? s.exclusiveMinimum + 1
      : typeof s.minimum === 'number'
        ? s.minimum
        : Number.MIN_SAFE_INTEGER;
  const max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
  const small = fc.integer({ min: Math.max(min, -100), max: Math.min(max, Math.max(min, -100) + 120) });
  // Huge only where the schema allows it: filtering the safe integers down to a small bound (a dues
  // count's 1200) would almost never find one, and the draw would spin.
  const huge =
    max > 2 ** 40 ? fc.maxSafeInteger().filter((n) => n >= min && n <= max) : fc.integer({ min, max });
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
    { arbitrary: huge, weight: 1 },
  );
}

function string(s: Json): fc.Arbitrary<string> {
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern));
  if (s.format === 'uri') return fc.webUrl();
  if (s.format === 'email') return fc.emailAddress();
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(typeof s.maxLength === 'number' ? s.maxLength : 24, 24));
  return fc.string({ minLength, maxLength });
}

function fromJson(s: Json, defs: Record<string, Json>): fc.Arbitrary<unknown> {
  if (typeof s.$ref === 'string') return fromJson(resolve(s, defs), defs);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const options = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (options) return fc.oneof(...options.map((o) => fromJson(o, defs)));
  if (Array.isArray(s.allOf)) return fromJson(Object.assign({}, ...(s.allOf as Json[])), defs);
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integer(s);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e12 });
    case 'string':
      return string(s);
    case 'array': {
      const items = resolve((s.items ?? {}) as Json, defs);
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      // A list names each thing once (an API's ids, the RUTs invited, the months paid): the schema
      // cannot say so, a real answer does, and screens key their rows by it.
      const identity = IDENTITIES.find((k) => k in ((items.properties ?? {}) as Json));
      const item = fromJson(items, defs);
      return identity
        ? fc.uniqueArray(item as fc.Arbitrary<Json>, {
            selector: (v) => v[identity],
            minLength,
            maxLength: MAX_ITEMS,
          })
        : fc.array(item, { minLength, maxLength: MAX_ITEMS });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      if (!Object.keys(props).length && typeof s.additionalProperties === 'object') {
        const key = s.propertyNames ? string(s.propertyNames as Json) : fc.string({ maxLength: 8 });
        return fc.dictionary(key, fromJson(s.additionalProperties as Json, defs), { maxKeys: MAX_ITEMS });
      }
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromJson(v, defs)]));
      return fc.record(model, { requiredKeys: (s.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.anything();
  }
}

/** Values the schema accepts (a few that its JSON Schema allows but zod refuses are drawn again). */
export function arbitraryOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return fromJson(json, (json.$defs ?? {}) as Record<string, Json>).filter(
    (v) => z.safeParse(schema, v).success,
  );
}
