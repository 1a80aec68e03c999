// The contract's schemas as OpenAPI components (JSON Schema 2020-12, zod 4's own output), each named
// after its export in web/src/api/contract (`feeInfo` → FeeInfo). Schemas the table builds in place
// (`dataOf(sessionUser)`) are named after their operation: `UserResponse`.
import { z } from 'zod';
import * as wire from '../../web/src/api/contract/wire';
import * as auth from '../../web/src/api/contract/auth';
import * as profile from '../../web/src/api/contract/profile';
import * as catalog from '../../web/src/api/contract/catalog';
import * as fees from '../../web/src/api/contract/fees';
import * as accounts from '../../web/src/api/contract/accounts';
import * as payments from '../../web/src/api/contract/payments';
import * as health from '../../web/src/api/contract/health';
import { endpoints, type Endpoint } from '../../web/src/api/contract/endpoints';

export type JsonSchema = Record<string, unknown>;
export const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** ARCHITECTURE §3's error bodies, as every API answers them (the SPA reads them with `validationBody`). */
export const errorSchemas = {
  Message: z.object({ message: z.string() }),
  ValidationError: z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }),
};

const SHAPES = ['object', 'union', 'enum'];
// Any zod schema, classic or mini (the contract's are mini: web/src ships to the browser).
const isShape = (v: unknown): v is z.core.$ZodType =>
  v instanceof z.core.$ZodType && SHAPES.includes(v._zod.def.type);

const table = Object.entries(endpoints as Record<string, Endpoint>);
/** GET queries become parameters, not components. */
const queries = new Set<z.core.$ZodType | undefined>(
  table.filter(([, e]) => e.method === 'GET' && e.request).map(([, e]) => e.request),
);

/** The registry every component comes from, and the name of each endpoint's request and response. */
export function buildRegistry() {
  const registry = z.registry<{ id: string }>();
  const nameOf = new Map<z.core.$ZodType, string>();
  const add = (schema: z.core.$ZodType, id: string) => {
    if (nameOf.has(schema) || queries.has(schema)) return;
    registry.add(schema, { id });
    nameOf.set(schema, id);
  };
  for (const [id, schema] of Object.entries(errorSchemas)) add(schema, id);
  // wire first, so a schema exported twice (registrationResponse = messageResponse) keeps its first name
  for (const mod of [wire, auth, profile, catalog, fees, accounts, payments, health])
    for (const name of Object.keys(mod).sort()) {
      // sorted: a module namespace lists its exports in a different order under tsx and vitest
      const value = (mod as Record<string, unknown>)[name];
      if (isShape(value)) add(value, pascal(name));
    }
  for (const [key, e] of table) {
    if (e.request && e.method !== 'GET') add(e.request, `${pascal(key)}Request`);
    if (typeof e.response !== 'string') add(e.response, `${pascal(key)}Response`);
  }
  return { registry, nameOf };
}

const SAFE = Number.MAX_SAFE_INTEGER;
/**
 * Reads as the contract means it: objects accept extra fields (zod strips them), ints need no bounds,
 * and an extension with a default (`intereses`) may be left out by the API — zod's output view lists
 * it as required, which would make the document refuse what the SPA reads. A spec field with a
 * default (blankable text) stays required: the API owes it, even where the SPA tolerates its absence.
 */
/** What the document says of an answer SPEC names without its fields (wire.ts `openAnswer`). */
const OPEN_ANSWER =
  'SPEC names this answer without its fields: any reasonable reading (docs/real-api.md lists those the portal accepts).';

const override = ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) => {
  // An open answer is read before it is judged: the document owes nothing of its shape.
  const def = zodSchema._zod.def;
  if (def.type === 'pipe' && (def.in as z.core.$ZodType)._zod.def.type === 'transform') {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    jsonSchema.description = OPEN_ANSWER;
    return;
  }
  if (zodSchema._zod.def.type === 'object') {
    if (!zodSchema._zod.def.catchall) delete jsonSchema.additionalProperties;
    const shape = (zodSchema as z.core.$ZodObject)._zod.def.shape;
    const isExtension = (k: string) =>
      String(z.globalRegistry.get(shape[k]!)?.description ?? '').startsWith(wire.EXTENSION_PREFIX);
    const defaulted = new Set(
      Object.keys(shape).filter((k) => shape[k]!._zod.def.type === 'default' && isExtension(k)),
    );
    const required = (jsonSchema.required as string[] | undefined)?.filter((k) => !defaulted.has(k));
    if (required?.length) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
  if (jsonSchema.maximum === SAFE) delete jsonSchema.maximum;
  if (jsonSchema.minimum === -SAFE) delete jsonSchema.minimum;
};

const clean = (schema: JsonSchema) => {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
};

/** Every component, by name. */
export function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>) {
  const out = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'output',
    target: 'draft-2020-12',
    override,
  });
  return Object.fromEntries(
    Object.entries(out.schemas)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, s]) => [id, clean(s as JsonSchema)]),
  ) as Record<string, JsonSchema>;
}

/** A GET query's fields, as OpenAPI parameters. */
export function queryParameters(schema: z.core.$ZodType) {
  const json = clean(z.toJSONSchema(schema, { io: 'input', override }) as JsonSchema);
  const required = new Set((json.required as string[] | undefined) ?? []);
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}
