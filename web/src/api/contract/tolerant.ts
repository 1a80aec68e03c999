// What the SPA accepts, derived from the strict contract. Real backends differ from the fake in ways
// whose meaning is unambiguous (PHP sends "2000" for 2000, null for an empty list or text, Laravel
// resources wrap bodies in `{ data }`); the SPA absorbs those and nothing else. Anything that still
// does not parse is a failed request, shown with a retry — never garbage on screen.
import './jitless';
import { z } from 'zod';
import { NULL_READS_EMPTY } from './wire';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const numeric = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);
const booleanish = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
};

const cache = new WeakMap<z.ZodType, z.ZodType>();

/** The tolerant twin of a strict schema (same output type). */
export function tolerant<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>> {
  let out = cache.get(schema);
  if (!out) {
    out = build(schema);
    cache.set(schema, out);
  }
  return out as z.ZodType<z.output<T>>;
}

function build(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([k, v]) => [k, tolerant(v as z.ZodType)]),
    );
    return z.object(shape);
  }
  if (schema instanceof z.ZodArray)
    return z.preprocess((v) => (v === null ? [] : v), z.array(tolerant(schema.element as z.ZodType)));
  if (schema instanceof z.ZodRecord) {
    return z.preprocess(
      (v) => v ?? {},
      z.record(schema.keyType as z.ZodString, tolerant(schema.valueType as z.ZodType)),
    );
  }
  if (schema instanceof z.ZodOptional)
    return z.preprocess(nullToUndefined, tolerant(schema.unwrap() as z.ZodType).optional());
  if (schema instanceof z.ZodDefault) {
    const fallback = schema._zod.def.defaultValue as never;
    return z.preprocess(nullToUndefined, tolerant(schema.removeDefault() as z.ZodType).default(fallback));
  }
  if (schema instanceof z.ZodNullable) return tolerant(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodUnion) {
    const options = schema.options.map((o) => tolerant(o as z.ZodType));
    return z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  // An open answer's reading (wire.ts `openAnswer`): read first, then judged as its shape is.
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform)
    return z.pipe(schema.in, tolerant(schema.out as z.ZodType));
  if (schema instanceof z.ZodNumber) return z.preprocess(numeric, schema);
  if (schema instanceof z.ZodLiteral) {
    const numericLiteral = schema.values.size > 0 && [...schema.values].every((v) => typeof v === 'number');
    return numericLiteral ? z.preprocess(numeric, schema) : schema;
  }
  if (schema instanceof z.ZodBoolean) return z.preprocess(booleanish, schema);
  if (schema instanceof z.ZodString) {
    // Only where the spec's text may be blank does null mean ''; elsewhere (a RUT, a name) it breaks.
    const blank = z.globalRegistry.get(schema)?.[NULL_READS_EMPTY] === true;
    return z.preprocess((v) => (typeof v === 'number' ? String(v) : blank && v === null ? '' : v), schema);
  }
  return schema;
}

const hasDataKey = (schema: z.ZodType) => schema instanceof z.ZodObject && 'data' in schema.shape;
const isOnlyData = (v: unknown): v is { data: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'data' in v;

export type Verdict<T> =
  | { kind: 'conforms'; value: T }
  | { kind: 'tolerated'; value: T; issues: string }
  | { kind: 'breaking'; issues: string };

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');

/**
 * Judges a response body against its strict schema: as is; else with the tolerated differences
 * (including an extra `{ data }` wrapper, or a bare body where the spec shows `{ data }`).
 */
export function judge<T extends z.ZodType>(schema: T, body: unknown): Verdict<z.output<T>> {
  const strict = schema.safeParse(body);
  if (strict.success) return { kind: 'conforms', value: strict.data };
  const candidates = !hasDataKey(schema) && isOnlyData(body) ? [body.data, body] : [body];
  if (hasDataKey(schema) && body !== undefined && body !== null && !isOnlyData(body))
    candidates.push({ data: body });
  for (const candidate of candidates) {
    const loose = tolerant(schema).safeParse(candidate);
    if (loose.success) return { kind: 'tolerated', value: loose.data, issues: describe(strict.error) };
  }
  return { kind: 'breaking', issues: describe(strict.error) };
}

/** The parsed body, or undefined when it does not parse even tolerantly. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> | undefined {
  const verdict = judge(schema, body);
  return verdict.kind === 'breaking' ? undefined : verdict.value;
}
