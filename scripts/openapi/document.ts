// mock-server/openapi.yaml, built from the contract's table of calls (web/src/api/contract/endpoints.ts):
// paths, methods, tags, auth and schemas come from the table; descriptions, examples and the
// extra answers (429, 404, redirects…) from notes.yaml. Deterministic: same table, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import prettier from 'prettier';
import { endpoints, type Endpoint } from '../../web/src/api/contract/endpoints';
import { buildRegistry, componentSchemas, queryParameters, type JsonSchema } from './components';
import { operation, type Notes } from './operation';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const OPENAPI_FILE = path.join(ROOT, 'mock-server/openapi.yaml');

const TAGS: Record<Endpoint['tag'], string> = {
  auth: 'Login, logout, registration and the e-mail validation link',
  passwords: 'Password recovery and change',
  profile: "The member's profile, photo and interests",
  catalogue: 'Public lists: communes, interests, members total, matches',
  fees: 'Fee rules and dues quotes (amounts in whole pesos)',
  associates: "Associated accounts: the member's family in their care",
  history: 'Payments and purchases history, the automatic payment setting',
  payments: 'Starting payments (Webpay, Oneclick), their outcome and receipts',
  service: 'Whether the API is up',
};

const DESCRIPTION = `Every call the member portal makes, generated from the contract's zod schemas
(web/src/api/contract; \`npm run openapi\`). The fake API in mock-server/ implements it, and its tests
check every answer against the same schemas; \`npm run contract:check\` checks a real API.

Paths are relative to the API base (\`/api/\` on the fake; \`VITE_API_URL\` in production).

Conventions (ARCHITECTURE §3): money in whole Chilean pesos, months \`YYYY-MM\`, dates \`YYYY-MM-DD\`;
RUTs are accepted with or without dots and hyphen and answered clean (\`123456785\`).

Errors: 422 \`{ message, errors: { field: [text] } }\`, 401 \`{ message: "Unauthenticated." }\`, 404/500
\`{ message }\`. Member endpoints need \`Authorization: Bearer <token>\` from \`socios/login\`.

\`x-unshown\` marks the paths SPEC §7 does not show, with why the portal needs each: whoever connects the
real API confirms exactly these.`;

const readNotes = (): Record<string, Notes> =>
  parse(fs.readFileSync(path.join(HERE, 'notes.yaml'), 'utf8')) as Record<string, Notes>;

/** Components reachable from the paths (the contract exports helpers no call answers). */
function reachable(doc: JsonSchema, schemas: Record<string, JsonSchema>) {
  const keep = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      const ref = k === '$ref' && typeof v === 'string' && /^#\/components\/schemas\/(.+)$/.exec(v);
      if (ref && !keep.has(ref[1]!)) {
        keep.add(ref[1]!);
        walk(schemas[ref[1]!]);
      } else walk(v);
    }
  };
  walk(doc);
  return Object.fromEntries(Object.entries(schemas).filter(([id]) => keep.has(id)));
}

export function buildDocument() {
  const notes = readNotes();
  const table = endpoints as Record<string, Endpoint>;
  const unknown = Object.keys(notes).filter((k) => !(k in table));
  if (unknown.length) throw new Error(`notes.yaml names operations the table lacks: ${unknown.join(', ')}`);
  const { registry, nameOf } = buildRegistry();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, e] of Object.entries(table)) {
    const query = e.method === 'GET' && e.request ? queryParameters(e.request) : [];
    (paths[`/${e.path}`] ??= {})[e.method.toLowerCase()] = operation(key, e, notes[key] ?? {}, nameOf, query);
  }
  const responses = {
    Unauthenticated: errorResponse('No, unknown or expired bearer token', { message: 'Unauthenticated.' }),
    ValidationFailed: errorResponse(
      'Validation failed: one message per bad field',
      {
        message: 'Existen campos que no cumplen con las validaciones',
        errors: { rut: ['Rut no válido'] },
      },
      'ValidationError',
    ),
    NotFound: errorResponse('Not found', { message: 'No encontrado.' }),
    NotModified: {
      description:
        'Not modified: the If-None-Match sent names the ETag of the current answer (no body; the browser uses its copy)',
    },
  };
  const body = { paths, components: { responses } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal Socios — club API contract',
      version: '1.0.0',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/api', description: 'The API base (the fake API serves it on http://localhost:4000/api)' },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from socios/login' },
        receiptLink: {
          type: 'apiKey',
          in: 'query',
          name: 'link',
          description:
            'A one-time link token from POST vouchers/{id}/link (single use, 60 seconds, this purchase only)',
        },
        receiptKey: {
          type: 'apiKey',
          in: 'query',
          name: 'key',
          description: "The purchase's own key, from the receipt e-mail (opens this purchase's receipt only)",
        },
      },
      responses,
      schemas: reachable(body, componentSchemas(registry)),
    },
  };
}

function errorResponse(description: string, example: object, schema = 'Message') {
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` }, example } },
  };
}

/** The document as committed: YAML, formatted by the project's prettier settings. */
export async function renderDocument() {
  const header = '# Generated by `npm run openapi` from web/src/api/contract — do not edit by hand.\n';
  const text =
    header +
    stringify(buildDocument(), {
      aliasDuplicateObjects: false,
      lineWidth: 0,
      // quote what a YAML 1.1 reader (js-yaml, many tools) would turn into a date or a boolean
      version: '1.1',
    });
  const options = await prettier.resolveConfig(OPENAPI_FILE);
  return prettier.format(text, { ...options, filepath: OPENAPI_FILE });
}
