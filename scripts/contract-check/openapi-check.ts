// Every answer is also checked against mock-server/openapi.yaml itself (JSON Schema 2020-12, with Ajv),
// not only against the zod schemas it is generated from: the document the API team reads and the
// parser the SPA runs must say the same, and a disagreement is reported as such.
import fs from 'node:fs';
import { parse } from 'yaml';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { OPENAPI_FILE } from '../openapi/document';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, { responses?: Record<string, Json> }>>;
  components: Json;
}

/** A checker of answers: the document's complaints about `body` for that call and status. */
export type OpenapiCheck = (method: string, path: string, status: number, body: unknown) => string[];

export function openapiCheck(file = OPENAPI_FILE): OpenapiCheck {
  const doc = parse(fs.readFileSync(file, 'utf8')) as Doc;
  // strict off: the document's own keywords (example, description) sit beside the schema's
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('binary', () => true);
  const compiled = new Map<string, ValidateFunction | null>();
  const validatorFor = (method: string, path: string, status: number) => {
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const answer = doc.paths[`/${path}`]?.[method.toLowerCase()]?.responses?.[String(status)];
      const schema = (answer?.content as Json | undefined)?.['application/json'] as Json | undefined;
      // the schema's $refs point at '#/components/…': compile it with the components beside it
      compiled.set(
        key,
        schema?.schema ? ajv.compile({ ...(schema.schema as Json), components: doc.components }) : null,
      );
    }
    return compiled.get(key)!;
  };
  return (method, path, status, body) => {
    const validate = validatorFor(method, path, status);
    if (!validate) return [`openapi.yaml declares no JSON answer ${status} for ${method} ${path}`];
    if (validate(body)) return [];
    return [
      ...new Set(
        (validate.errors ?? []).map(
          (e) =>
            `${e.instancePath.replace(/\/\d+/g, '[]').replace(/^\//, '').replace(/\//g, '.') || '(body)'} ${e.message ?? ''}`,
        ),
      ),
    ].slice(0, 5);
  };
}
