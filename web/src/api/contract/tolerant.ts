// What the SPA accepts, derived from the strict contract. Real backends differ from the fake in ways
// whose meaning is unambiguous (PHP sends "2000" for 2000, null for an empty list or text, Laravel
// resources wrap bodies in `{ data }`); the SPA absorbs those and nothing else. Anything that still
// does not parse is a failed request, shown with a retry — never garbage on screen.
import './jitless';
import * as z from 'zod/mini';
import { NULL_READS_EMPTY, preprocess } from './wire';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const numeric = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);
const booleanish = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
};

type Schema = z.ZodMiniType;
/** A schema's definition, told apart by its `type` (zod/mini has no class per kind to test against). */
const defOf = (schema: z.core.$ZodType) => (schema as z.core.$ZodTypes)._zod.def;

const cache = new WeakMap<z.core.$ZodType, Schema>();

/** The tolerant twin of a strict schema (same output type). */
export function tolerant<T extends z.core.$ZodType>(schema: T): z.ZodMiniType<z.output<T>> {
  let out = cache.get(schema);
  if (!out) {
    out = build(schema);
    cache.set(schema, out);
  }
  return out as z.ZodMiniType<z.output<T>>;
}

function build(schema: z.core.$ZodType): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return z.object(Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, tolerant(v)])));
    case 'array':
      return preprocess((v) => (v === null ? [] : v), z.array(tolerant(def.element)));
    case 'record':
      return preprocess((v) => v ?? {}, z.record(def.keyType, tolerant(def.valueType)));
    case 'optional':
      return preprocess(nullToUndefined, z.optional(tolerant(def.innerType)));
    case 'default':
      return preprocess(nullToUndefined, z._default(tolerant(def.innerType), def.defaultValue as never));
    case 'nullable':
      return z.nullable(tolerant(def.innerType));
    case 'union':
      return z.union(def.options.map((o) => tolerant(o)));
    case 'pipe':
      // An open answer's reading (wire.ts `openAnswer`): read first, then judged as its shape is.
      return defOf(def.in).type === 'transform' ? z.pipe(def.in, tolerant(def.out)) : (schema as Schema);
    case 'number':
      return preprocess(numeric, schema);
    case 'literal': {
      const numericLiteral = def.values.length > 0 && def.values.every((v) => typeof v === 'number');
      return numericLiteral ? preprocess(numeric, schema) : (schema as Schema);
    }
    case 'boolean':
      return preprocess(booleanish, schema);
    case 'string': {
      // A string format (a URL) is judged as sent: neither a number nor null reads as one.
      if (schema._zod.traits.has('$ZodStringFormat')) return schema as Schema;
      // Only where the spec's text may be blank does null mean ''; elsewhere (a RUT, a name) it breaks.
      const blank = z.globalRegistry.get(schema)?.[NULL_READS_EMPTY] === true;
      return preprocess((v) => (typeof v === 'number' ? String(v) : blank && v === null ? '' : v), schema);
    }
    default:
      return schema as Schema;
  }
}

const hasDataKey = (schema: z.core.$ZodType) => {
  const def = defOf(schema);
  return def.type === 'object' && 'data' in def.shape;
};
const isOnlyData = (v: unknown): v is { data: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'data' in v;

export type Verdict<T> =
  | { kind: 'conforms'; value: T }
  | { kind: 'tolerated'; value: T; issues: string }
  | { kind: 'breaking'; issues: string };

const describe = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');

/**
 * Judges a response body against its strict schema: as is; else with the tolerated differences
 * (including an extra `{ data }` wrapper, or a bare body where the spec shows `{ data }`).
 */
export function judge<T extends z.core.$ZodType>(schema: T, body: unknown): Verdict<z.output<T>> {
  const strict = z.safeParse(schema, body);
  if (strict.success) return { kind: 'conforms', value: strict.data };
  const candidates = !hasDataKey(schema) && isOnlyData(body) ? [body.data, body] : [body];
  if (hasDataKey(schema) && body !== undefined && body !== null && !isOnlyData(body))
    candidates.push({ data: body });
  for (const candidate of candidates) {
    const loose = z.safeParse(tolerant(schema), candidate);
    if (loose.success) return { kind: 'tolerated', value: loose.data, issues: describe(strict.error) };
  }
  return { kind: 'breaking', issues: describe(strict.error) };
}

/** The parsed body, or undefined when it does not parse even tolerantly. */
export function parseBody<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> | undefined {
  const verdict = judge(schema, body);
  return verdict.kind === 'breaking' ? undefined : verdict.value;
}
