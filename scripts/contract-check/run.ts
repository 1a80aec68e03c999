// The conformance run behind `npm run contract:check`: it logs in (when given a member), calls every
// read of the contract's table (plan.ts) — public ones without the token, member ones with it and once
// more without it, expecting a 401 — and logs out at the end, checking that the token then stops
// working. Each answer is judged by verdict.ts. It stops early, with `fatal`, when the API cannot be
// reached or the member cannot log in: then nothing can be said about the contract.
import { endpoints, type Endpoint } from '../../web/src/api/contract';
import { send, type Target } from './send';
import { judgeAnswer, type Row } from './verdict';
import { openapiCheck } from './openapi-check';
import { checkedReads, label, needs, nothingToReadWith, notExercised, notServedNote } from './plan';
import { saysNotServed } from '../../web/src/api/served-paths';

export type { Row, Verdict } from './verdict';
export { checkedReads, notExercised } from './plan';

export interface CheckOptions extends Target {
  rut?: string;
  password?: string;
  /**
   * A RUT the member may invite, for the member-name lookup: the API answers names only for those
   * (anyone else's is a 404 by design, so that the lookup lists nobody).
   */
  lookupRut?: string;
  /** The document the answers are also checked against (default mock-server/openapi.yaml). */
  openapiFile?: string;
}
export interface CheckResult {
  rows: Row[];
  /** Why the run could not judge the contract (exit 2): the API unreachable, the login refused. */
  fatal?: string;
}

const table = endpoints as Record<string, Endpoint>;

/** A call the spec does not show, answered as an API that has no such call. */
const notServed = (e: Endpoint, status: number | null) =>
  !!e.unshown && status !== null && saysNotServed(status);

export async function runContractCheck(o: CheckOptions): Promise<CheckResult> {
  const openapi = openapiCheck(o.openapiFile);
  const rows: Row[] = [];
  let token: string | undefined;
  if (o.rut && o.password) {
    const e = endpoints.login;
    const answer = await send(o, e.method, e.path, { input: { rut: o.rut, password: o.password } });
    const row = judgeAnswer({ endpoint: label(e), template: e.path, schema: e.response }, answer, openapi);
    const { value, ...login } = row;
    rows.push(login);
    const said = value as { flag?: boolean; token?: string; msg?: string } | undefined;
    if (answer.status === null)
      return { rows, fatal: `could not reach the API at ${o.baseUrl}: ${answer.problem}` };
    if (answer.status < 200 || answer.status > 299 || (said && !said.flag)) {
      login.extensions = []; // a refused login carries no token by design
      return { rows, fatal: `could not log in as ${o.rut}: ${said?.msg ?? login.issues.join('; ')}` };
    }
    token = said?.token;
  }
  const done = new Map<string, Promise<unknown>>();
  const check = (key: string): Promise<unknown> => {
    if (!done.has(key)) done.set(key, checkOne(key));
    return done.get(key)!;
  };
  async function checkOne(key: string): Promise<unknown> {
    const e = checkedReads.find(([k]) => k === key)![1];
    const endpoint = label(e);
    const skip = (reason: string) => {
      rows.push({ endpoint, status: null, verdict: 'skipped', issues: [reason], extensions: [] });
      return undefined;
    };
    if (e.auth && !token) return skip('needs a member: --rut and --password');
    const given = needs[key] ? await needs[key](check, o) : {};
    if (given === null) return skip(nothingToReadWith[key] ?? 'nothing to read it with (no purchase)');
    const path = e.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(given.params?.[k] ?? ''));
    const answer = await send(o, e.method, path, { token: e.auth ? token : undefined, input: given.input });
    const { value, ...row } = judgeAnswer(
      { endpoint, template: e.path, schema: e.response },
      answer,
      openapi,
    );
    // An API without one of our guesses: nothing to judge, and no token to refuse on a call it lacks.
    if (notServed(e, answer.status)) {
      rows.push({ ...row, verdict: 'not served', issues: [notServedNote(key, answer.status!)] });
      return undefined;
    }
    if (e.auth) {
      const probe = await send(o, e.method, path, { input: given.input });
      row.probe = probe.status;
      if (probe.status !== 401) {
        row.verdict = 'breaking';
        row.issues.push(`without the token it answers ${probe.status ?? 'nothing'} (expected 401)`);
      }
    }
    rows.push(row);
    return value;
  }
  for (const [key] of checkedReads) {
    await check(key);
    const called = rows.filter((r) => r.verdict !== 'skipped');
    if (called.length && called.every((r) => r.status === null))
      return { rows, fatal: `could not reach the API at ${o.baseUrl}: ${called[0]!.issues[0]}` };
  }
  if (token) rows.push(await logOut(o, token, openapi));
  for (const n of notExercised)
    rows.push({
      endpoint: n.endpoint,
      status: null,
      verdict: 'not exercised',
      issues: [n.reason],
      extensions: [],
    });
  return { rows };
}

/**
 * `POST socios/logout`, then one member read with the same token: it must answer 401 now (unless the
 * API has no logout, a call the spec does not show).
 */
async function logOut(o: Target, token: string, openapi: ReturnType<typeof openapiCheck>): Promise<Row> {
  const e = table.logout! as Endpoint & { response: typeof endpoints.logout.response };
  const answer = await send(o, e.method, e.path, { token });
  const { value: _v, ...row } = judgeAnswer(
    { endpoint: label(e), template: e.path, schema: e.response },
    answer,
    openapi,
  );
  // Not in the spec: without it the token cannot end on the server, which is no deviation.
  if (notServed(e, answer.status))
    return { ...row, verdict: 'not served', issues: [notServedNote('logout', answer.status!)] };
  const after = await send(o, 'GET', endpoints.user.path, { token });
  row.probe = after.status;
  if (after.status !== 401) {
    row.verdict = 'breaking';
    row.issues.push(
      `after the logout the token still reads ${endpoints.user.path} (${after.status ?? 'no answer'}, expected 401)`,
    );
  }
  return row;
}

/** 0 conforms, 1 the contract is broken (or, with --strict, anything tolerated or skipped), 2 fatal. */
export function exitCode(result: CheckResult, strict: boolean): 0 | 1 | 2 {
  if (result.fatal) return 2;
  const { rows } = result;
  if (rows.some((r) => r.verdict === 'breaking')) return 1;
  if (strict && rows.some((r) => r.verdict === 'tolerated' || r.verdict === 'skipped')) return 1;
  return 0;
}
