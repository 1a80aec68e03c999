// One answer judged three ways: by the SPA's own parser (web/src/api/contract/tolerant.ts: conforms,
// tolerated or breaking), by the schema paths at fault (a missing spec field is breaking; a missing
// optional field is an extension the portal shows less without), and by mock-server/openapi.yaml.
import type * as z from 'zod/mini';
import { judge } from '../../web/src/api/contract';
import { faultPaths, missingOptional } from '../../web/src/api/contract/drift';
import type { Answer, Sample } from './send';
import type { OpenapiCheck } from './openapi-check';

/**
 * `not exercised`: a write (or a page for browsers) the run does not call, by design. `not served`:
 * a call the spec does not show, answered 404, 405 or 501: a note, since the portal does without it.
 */
export type Verdict = 'conforms' | 'tolerated' | 'breaking' | 'skipped' | 'not exercised' | 'not served';
export interface Row {
  /** 'GET socios/profile' */
  endpoint: string;
  status: number | null;
  verdict: Verdict;
  /** What is wrong, one line each ('missing spec field: data.rut', 'HTTP 500: …'). */
  issues: string[];
  /** Optional fields the answer leaves out: the portal shows less, nothing breaks. */
  extensions: string[];
  /** What a call without the token answered (member calls: 401 expected). */
  probe?: number | null;
  sample?: Sample;
}

export interface Call {
  endpoint: string;
  /** The table's path with its braces, as openapi.yaml names it: 'payments/info/{id}'. */
  template: string;
  schema: z.ZodMiniType;
}

/** A `{ data }` wrapper the spec does not show, or the spec's `{ data }` left out. */
const wrapped = (body: unknown, missing: string[]) =>
  missing.includes('data') ||
  (body !== null && typeof body === 'object' && Object.keys(body).join() === 'data' && missing.length > 0);

export function judgeAnswer(call: Call, a: Answer, openapi: OpenapiCheck): Row & { value?: unknown } {
  const base = { endpoint: call.endpoint, status: a.status, extensions: [], sample: a.sample };
  if (a.problem) return { ...base, verdict: 'breaking', issues: [a.problem] };
  if (a.status! < 200 || a.status! > 299) {
    const message = (a.body as { message?: unknown } | null)?.message;
    return { ...base, verdict: 'breaking', issues: [`HTTP ${a.status}: ${String(message ?? '')}`.trim()] };
  }
  const v = judge(call.schema, a.body);
  const { missing, mistyped } = faultPaths(call.schema, a.body);
  const issues =
    v.kind === 'tolerated'
      ? wrapped(a.body, missing)
        ? ["tolerated: the answer is wrapped in { data } (or the spec's { data } is missing)"]
        : [...missing, ...mistyped].map((p) => `tolerated: ${p}`)
      : [...missing.map((p) => `missing spec field: ${p}`), ...mistyped.map((p) => `wrong type: ${p}`)];
  if (v.kind === 'breaking' && !issues.length) issues.push(v.issues);
  // The document must agree with the parser: it takes what conforms, refuses what does not.
  const yaml = openapi(call.endpoint.split(' ')[0]!, call.template, a.status!, a.body);
  // An answer SPEC names without fields is read before it is judged: the document owes nothing of it.
  const open = call.schema._zod.def.type === 'pipe';
  const agrees = yaml.length === 0 ? v.kind === 'conforms' || open : v.kind !== 'conforms';
  if (!agrees)
    issues.push(
      yaml.length
        ? `openapi.yaml refuses what the zod contract accepts: ${yaml.join('; ')}`
        : 'openapi.yaml accepts what the zod contract refuses',
    );
  if (v.kind === 'breaking') return { ...base, verdict: 'breaking', issues };
  return {
    ...base,
    verdict: agrees ? v.kind : 'breaking',
    issues,
    // walked on the parsed answer: a `{ data }` wrapper or a null the parser absorbed is no gap
    extensions: missingOptional(call.schema, v.value),
    value: v.value,
  };
}
