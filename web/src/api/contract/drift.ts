// Where an answer departs from its schema, named by schema paths alone ('data[].monto': array positions
// read `[]`), never by the values: what `npm run contract:check` lists for the club's API team and what
// the SPA reports to the club when it sets VITE_CONTRACT_REPORT_URL. Two kinds of gap are told apart:
// a required field that is missing or mistyped (the contract is broken), and an optional field the
// answer leaves out (an extension beyond the spec: the portal shows less, nothing breaks).
import './jitless';
import * as z from 'zod/mini';
import { EXTENSION_PREFIX } from './wire';

/** At most this many paths per answer: enough to locate a drift, bounded for a report. */
const MAX_PATHS = 10;

const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? '[]' : String(p)))
    .join('.')
    .replace(/\.\[\]/g, '[]') || '(body)';

const unique = (paths: string[]) => [...new Set(paths)].slice(0, MAX_PATHS);

const valueAt = (body: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    body,
  );

export interface Faults {
  /** Required fields the answer lacks. */
  missing: string[];
  /** Fields present with a value the strict schema refuses (a number as text, a null). */
  mistyped: string[];
}

/** The strict schema's complaints about `body`, as paths: empty when it conforms. */
export function faultPaths(schema: z.core.$ZodType, body: unknown): Faults {
  const strict = z.safeParse(schema, body);
  if (strict.success) return { missing: [], mistyped: [] };
  const missing: string[] = [];
  const mistyped: string[] = [];
  for (const { path } of strict.error.issues) {
    const absent = path.length > 0 && valueAt(body, path) === undefined;
    (absent ? missing : mistyped).push(pathOf(path));
  }
  return { missing: unique(missing), mistyped: unique(mistyped) };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** An extension of the contract (wire.ts `extension`), as opposed to a field nothing owes (an open entity's). */
const isExtension = (schema: z.core.$ZodType) =>
  String(z.globalRegistry.get(schema)?.description ?? '').startsWith(EXTENSION_PREFIX);

/** Extensions of `schema` that `body` leaves out (each once, whatever the array position). */
export function missingOptional(schema: z.core.$ZodType, body: unknown): string[] {
  const out: string[] = [];
  walk(schema, body, [], out);
  return unique(out);
}

function walk(schema: z.core.$ZodType, value: unknown, path: PropertyKey[], out: string[]): void {
  if (value === undefined || value === null) return;
  // by kind: zod/mini has no class per kind to test against
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return walk(def.innerType, value, path, out);
  if (def.type === 'pipe') return walk(def.out, value, path, out);
  if (def.type === 'object' && isRecord(value)) {
    for (const [key, child] of Object.entries(def.shape)) {
      if (value[key] !== undefined) walk(child, value[key], [...path, key], out);
      else if (isExtension(child)) out.push(pathOf([...path, key]));
    }
  } else if (def.type === 'array' && Array.isArray(value)) {
    value.forEach((item, i) => walk(def.element, item, [...path, i], out));
  } else if (def.type === 'record' && isRecord(value)) {
    for (const item of Object.values(value)) walk(def.valueType, item, [...path, 0], out);
  } else if (def.type === 'union') {
    // the option the value is: the first that takes it
    const option = def.options.find((o) => z.safeParse(o, value).success);
    if (option) walk(option, value, path, out);
  }
}
