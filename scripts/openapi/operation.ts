// One operation of the document: the table row gives its shape, notes.yaml its prose and examples.
import type { z } from 'zod';
import type { Endpoint } from '../../web/src/api/contract/endpoints';

/** What notes.yaml may say about an operation (keyed by the table's name for it). */
export interface Notes {
  description?: string;
  /** GET query or path parameters: their example/description, or a whole parameter object */
  parameters?: Record<string, Record<string, unknown>>;
  /** JSON body example */
  requestExample?: unknown;
  /** a whole request body, for calls the table gives no schema (form posts, multipart) */
  requestBody?: Record<string, unknown>;
  /** by status: the success answer's description and example, or any other answer as is */
  responses?: Record<string, Record<string, unknown>>;
  /** other ways in besides the bearer token (the receipt's one-time link and e-mailed key) */
  security?: Record<string, string[]>[];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const refTo = (nameOf: Map<z.core.$ZodType, string>, schema: z.core.$ZodType) => {
  const name = nameOf.get(schema);
  if (!name) throw new Error('a schema of the table has no component name');
  return ref(name);
};

function parameters(e: Endpoint, notes: Notes, query: Record<string, unknown>[]) {
  const given = notes.parameters ?? {};
  const inPath = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const fromPath = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...given[name],
  }));
  const fromQuery = query.map((p) => ({ ...p, ...given[p.name as string] }));
  // a browser-landing call (provider return) documents its query fields in the notes
  const extra = e.request
    ? []
    : Object.entries(given)
        .filter(([name]) => !inPath.includes(name))
        .map(([, p]) => p);
  const all = [...fromPath, ...fromQuery, ...extra];
  return all.length ? all : undefined;
}

function requestBody(e: Endpoint, notes: Notes, nameOf: Map<z.core.$ZodType, string>) {
  if (e.method === 'GET') return undefined;
  if (!e.request) return notes.requestBody;
  const example = notes.requestExample === undefined ? {} : { example: notes.requestExample };
  return {
    required: true,
    content: { 'application/json': { schema: refTo(nameOf, e.request), ...example } },
  };
}

function responses(e: Endpoint, notes: Notes, nameOf: Map<z.core.$ZodType, string>) {
  const given = notes.responses ?? {};
  const out: Record<string, unknown> = {};
  const codes = Object.keys(given);
  if (typeof e.response === 'string') {
    if (!codes.some((c) => /^[23]/.test(c)))
      throw new Error(`${e.path}: notes.yaml must describe its answer`);
  } else {
    const success = codes.find((c) => /^2/.test(c)) ?? '200';
    const { description = 'OK', example } = given[success] ?? {};
    const content = { schema: refTo(nameOf, e.response), ...(example === undefined ? {} : { example }) };
    out[success] = { description, content: { 'application/json': content } };
  }
  for (const [code, answer] of Object.entries(given)) out[code] ??= answer;
  // ARCHITECTURE §3: every call refuses bad input with a 422, member calls a missing token with a 401
  out['422'] ??= { $ref: '#/components/responses/ValidationFailed' };
  if (e.auth) out['401'] ??= { $ref: '#/components/responses/Unauthenticated' };
  // Express answers every GET with an ETag and a matching If-None-Match with an empty 304
  if (e.method === 'GET' && e.response !== 'redirect')
    out['304'] ??= { $ref: '#/components/responses/NotModified' };
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function operation(
  key: string,
  e: Endpoint,
  notes: Notes,
  nameOf: Map<z.core.$ZodType, string>,
  query: Record<string, unknown>[],
) {
  const unshown = e.unshown ? `Not shown in SPEC §7: ${e.unshown}.` : undefined;
  const description = [notes.description, unshown].filter(Boolean).join('\n\n') || undefined;
  const op = {
    tags: [e.tag],
    summary: e.summary,
    operationId: key,
    description,
    'x-unshown': e.unshown,
    security: [...(e.auth ? [{ bearerAuth: [] }] : []), ...(notes.security ?? [])],
    parameters: parameters(e, notes, query),
    requestBody: requestBody(e, notes, nameOf),
    responses: responses(e, notes, nameOf),
  };
  return Object.fromEntries(Object.entries(op).filter(([, v]) => v !== undefined));
}
