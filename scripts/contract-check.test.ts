// `npm run contract:check` against the fake API, in-process on a free port with a pinned clock, as the
// club's API team runs it: public calls without the token, member calls with it and once without it
// (401 expected), the logout last; a missing spec field is breaking, a missing extension is listed,
// a call the spec does not show answered 404 is "not served here" (a note); exit 0 conforms, 1
// broken, 2 unreachable or not logged in; --json writes every issue with a sample; --help the usage.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createApp } from '../mock-server/src/app';
import { createClock } from '../mock-server/src/clock';
import type { MockConfig } from '../mock-server/src/config';
import { checkedReads, exitCode, notExercised, runContractCheck } from './contract-check/run';
import { contractCheckCli } from './contract-check/cli';
import { OPENAPI_FILE } from './openapi/document';
import { listenLocal, PASSWORD, TEST_NOW } from '../test-support';
import { endpoints, type Endpoint } from '../web/src/api/contract';

// Juan Carlos is a member María José may invite: the name lookup answers only for such a RUT.
const MARIA = { rut: '12345678-5', password: PASSWORD, lookupRut: '15678234-3' };
const servers: http.Server[] = [];

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  return listenLocal(server);
}
const publicCalls = new Set(checkedReads.filter(([, e]) => !e.auth).map(([, e]) => `${e.method} ${e.path}`));
interface Seen {
  call: string;
  token: boolean;
}
/** The fake API; `seen` records each call it gets and whether it carried a token; `answer` overrides. */
const fakeApi = async (
  config: Partial<MockConfig> = {},
  seen: Seen[] = [],
  answer: Record<string, unknown> = {},
) => {
  const clock = createClock(TEST_NOW, { frozen: true });
  const app = createApp({ clock, config: { confirmDelayMs: -1, ...config } });
  const base = await serve((req, res) => {
    const call = `${req.method} ${req.url!.replace(/^\/api\//, '').split('?')[0]}`;
    seen.push({ call, token: !!req.headers.authorization });
    // an override stands in for the API's answer; a member call without the token still gets its 401
    if (call in answer && (req.headers.authorization || publicCalls.has(call))) {
      req.resume(); // read the body first: the socket is kept alive for the next call
      req.on('end', () =>
        res.setHeader('content-type', 'application/json').end(JSON.stringify(answer[call])),
      );
      return;
    }
    app(req, res);
  });
  return `${base}/api`;
};

/**
 * The API at `baseUrl` behind a proxy that bends one call's answer (`call` as 'GET cuotas/valores'):
 * an API that answers that call its own way, every other call as the fake API does.
 */
async function bending(baseUrl: string, call: string, bend: (body: Record<string, unknown>) => unknown) {
  const origin = baseUrl.replace(/\/api$/, '');
  const proxy = await serve(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const h of ['accept', 'authorization', 'content-type'])
      if (req.headers[h]) headers[h] = String(req.headers[h]);
    const upstream = await fetch(`${origin}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let text = await upstream.text();
    const asked = `${req.method} ${req.url!.replace(/^\/api\//, '').split('?')[0]}`;
    if (asked === call && upstream.ok)
      text = JSON.stringify(bend(JSON.parse(text) as Record<string, unknown>));
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    res.end(text);
  });
  return `${proxy}/api`;
}

const asMaria = (baseUrl: string) => [
  '--base-url',
  baseUrl,
  '--rut',
  MARIA.rut,
  '--password',
  MARIA.password,
  '--lookup-rut',
  MARIA.lookupRut,
];

/**
 * The command in-process: what it prints and the exit code it returns. A spawned `node --import tsx`
 * loads tsx, vite, zod and the contract anew each time (seconds of CPU each); one test below spawns the
 * real command, so the wrapper's exit code and streams stay covered.
 */
async function cliWith(env: NodeJS.ProcessEnv, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io = {
    out: (line: string) => (stdout += `${line}\n`),
    err: (line: string) => (stderr += `${line}\n`),
  };
  const code = await contractCheckCli(args, io, env);
  return { code, stdout, stderr };
}
const cli = (...args: string[]) => cliWith(process.env, ...args);

afterAll(() => servers.forEach((s) => s.close()));

describe('contract:check', () => {
  it('against the fake API: every read conforms, each member call refuses a call without the token, the logout ends the token; exit 0 even with --strict', async () => {
    const seen: Seen[] = [];
    const baseUrl = await fakeApi({}, seen);
    const result = await runContractCheck({ baseUrl, ...MARIA });
    const reads = checkedReads.map(([, e]) => `${e.method} ${e.path}`);
    const called = result.rows.filter((r) => r.verdict !== 'not exercised').map((r) => r.endpoint);
    expect(called.sort()).toEqual(['POST socios/login', 'POST socios/logout', ...reads].sort());
    expect(result.rows.filter((r) => r.verdict !== 'conforms' && r.verdict !== 'not exercised')).toEqual([]);
    expect(exitCode(result, true)).toBe(0);
    // public calls never carry the token; each member call is made with it and once without it
    for (const [, e] of checkedReads) {
      const pattern = new RegExp(`^${e.method} ${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
      const tokens = seen
        .slice(
          0,
          seen.findIndex((s) => s.call === 'POST socios/logout'),
        )
        .filter((s) => pattern.test(s.call))
        .map((s) => s.token);
      expect(tokens, e.path).toEqual(e.auth ? [true, false] : [false]);
    }
    const member = result.rows.filter((r) => r.probe !== undefined && r.endpoint !== 'POST socios/logout');
    expect(member.length).toBe(checkedReads.filter(([, e]) => e.auth).length);
    expect(member.every((r) => r.probe === 401)).toBe(true);
    // the logout comes after every read, and the token no longer reads the profile
    const logout = seen.findIndex((s) => s.call === 'POST socios/logout');
    expect(seen.slice(logout)).toEqual([
      { call: 'POST socios/logout', token: true },
      { call: 'GET socios/profile', token: true },
    ]);
    expect(result.rows.find((r) => r.endpoint === 'POST socios/logout')).toMatchObject({
      verdict: 'conforms',
      probe: 401,
    });
    // the writes are named as not exercised, each with why
    const skippedWrites = result.rows.filter((r) => r.verdict === 'not exercised');
    expect(skippedWrites.map((r) => r.endpoint)).toEqual(notExercised.map((n) => n.endpoint));
    expect(skippedWrites.find((r) => r.endpoint === 'POST payments/create-payment-cuotas')?.issues).toEqual([
      'a write: it would pay, charge or change data',
    ]);
    const run = await cli(...asMaria(baseUrl), '--strict');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `\\d+ conform, 0 tolerated .*, 0 breaking .*, 0 skipped, ${notExercised.length} not exercised`,
      ),
    );
  });

  it('public calls go without the token', async () => {
    const seen: Seen[] = [];
    await runContractCheck({ baseUrl: await fakeApi({}, seen), ...MARIA });
    expect(seen.filter((s) => s.call === 'GET socios/total').map((s) => s.token)).toEqual([false]);
    expect(seen.filter((s) => s.call === 'GET cuotas/configuracion').map((s) => s.token)).toEqual([
      true,
      false,
    ]);
  });

  it('without credentials it reads the public calls and skips the member ones: exit 0, but 1 with --strict', async () => {
    const result = await runContractCheck({ baseUrl: await fakeApi() });
    expect(result.rows.find((r) => r.endpoint === 'GET socios/total')?.verdict).toBe('conforms');
    expect(result.rows.find((r) => r.endpoint === 'GET socios/profile')).toMatchObject({
      verdict: 'skipped',
      issues: ['needs a member: --rut and --password'],
    });
    expect(exitCode(result, false)).toBe(0);
    expect(exitCode(result, true)).toBe(1);
    // Its last line says how many reads said nothing, so a green run cannot hide them.
    const run = await cli('--base-url', await fakeApi(), '--strict');
    expect(run.code).toBe(1);
    const skipped = result.rows.filter((r) => r.verdict === 'skipped').length;
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(`^SKIPPED ${skipped} of \\d+ reads \\(first: needs a member: --rut and --password\\)`),
    );
  });

  it('asks each call where VITE_API_PATHS moves it, prints that path, and sends no body where the call has none', async () => {
    const bodies: Record<string, string> = {};
    const app = await fakeApi({ paths: { 'socios/profile/info-cuotas': 'socios/mis-cuotas' } });
    const base = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies[`${req.method} ${req.url}`] = body;
        const upstream = http.request(`${app.replace(/\/api$/, '')}${req.url}`, {
          method: req.method,
          headers: req.headers,
        });
        upstream.on('response', (r) => {
          res.writeHead(r.statusCode!, r.headers);
          r.pipe(res);
        });
        upstream.end(body);
      });
    });
    const env = { ...process.env, VITE_API_PATHS: '{"socios/profile/info-cuotas":"socios/mis-cuotas"}' };
    const out = await cliWith(env, ...asMaria(`${base}/api`));
    expect(out.stdout).toMatch(/GET socios\/profile\/info-cuotas +socios\/mis-cuotas +200 +conforms/);
    expect(Object.keys(bodies)).not.toContain('GET /api/socios/profile/info-cuotas');
    expect(bodies['POST /api/socios/logout']).toBe('');
    expect(JSON.parse(bodies['POST /api/socios/login']!)).toMatchObject({ rut: MARIA.rut });
  });

  it('a missing spec field is breaking; a missing optional field is a missing extension that breaks nothing', async () => {
    const baseUrl = await fakeApi({}, [], {
      'GET interests': { data: [{ id: 1 }] },
      'POST cuotas/valores/accounts': {
        numero_cuotas: 3,
        total_old: 0,
        total_current: 7500,
        total_accounts: 0,
        total_old_values: 0,
        total_current_values: 7500,
        grand_total: 7500,
        accounts: {},
      },
    });
    const result = await runContractCheck({ baseUrl });
    expect(result.rows.find((r) => r.endpoint === 'GET interests')).toMatchObject({
      verdict: 'breaking',
      issues: ['missing spec field: data[].name'],
    });
    const run = await cli('--base-url', baseUrl);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/GET interests\s+interests\s+200\s+BREAKING deviation\s+missing spec field/);
    // member call: the quote without its optional `months`
    const member = await runContractCheck({ baseUrl, ...MARIA });
    expect(member.rows.find((r) => r.endpoint === 'POST cuotas/valores/accounts')).toMatchObject({
      verdict: 'conforms',
      extensions: ['months'],
    });
    const loose = await cli(...asMaria(baseUrl));
    expect(loose.stdout).toMatch(
      /POST cuotas\/valores\/accounts: missing extension: months — the portal shows less/,
    );
  });

  it('numbers as strings are tolerated: exit 0, but 1 with --strict; --json writes each issue with a sample request and answer', async () => {
    const baseUrl = await fakeApi({ shapes: 'strings' });
    const result = await runContractCheck({ baseUrl, ...MARIA });
    expect(result.rows.find((r) => r.endpoint === 'GET cuotas/configuracion')).toMatchObject({
      verdict: 'tolerated',
      issues: expect.arrayContaining(['tolerated: valor_cuota']),
    });
    expect(result.rows.filter((r) => r.verdict === 'breaking')).toEqual([]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-')), 'report.json');
    const loose = await cli(...asMaria(baseUrl), '--json', file);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toMatch(
      /GET cuotas\/configuracion\s+cuotas\/configuracion\s+200\s+tolerated deviation\s+tolerated: /,
    );
    type JsonRow = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { exitCode: number; rows: JsonRow[] };
    expect(report.exitCode).toBe(0);
    const config = report.rows.find((r) => r.endpoint === 'GET cuotas/configuracion')!;
    expect(config.sample.request).toMatchObject({ method: 'GET', url: `${baseUrl}/cuotas/configuracion` });
    expect(config.sample.request.headers.Authorization).toBe('Bearer (the session token)');
    expect(config.sample.answer).toMatchObject({ status: 200, body: { valor_cuota: expect.any(String) } });
    const login = report.rows.find((r) => r.endpoint === 'POST socios/login')!;
    expect(JSON.stringify(login)).not.toContain(MARIA.password);
    const strict = await cli(...asMaria(baseUrl), '--strict', '--json');
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({ exitCode: 1, strict: true });
  });

  it('against an API that sends only the spec fields (MOCK_SHAPES=spec), every read conforms and the extensions it lacks are listed: exit 0 even with --strict', async () => {
    const result = await runContractCheck({ baseUrl: await fakeApi({ shapes: 'spec' }), ...MARIA });
    const judged = result.rows.filter((r) => r.verdict !== 'not exercised');
    expect(judged.filter((r) => r.verdict !== 'conforms')).toEqual([]);
    expect(exitCode(result, true)).toBe(0);
    const missing = judged.flatMap((r) => r.extensions.map((x) => `${r.endpoint}: ${x}`));
    expect(missing).toContain('POST cuotas/valores/accounts/detail: accounts[].total');
    expect(missing).toContain('GET socios/account/payments/history: history[].receptor');
  });

  it('when an API built from the spec alone lacks every call the spec does not show (MOCK_UNSHOWN=missing, MOCK_SHAPES=spec), they are listed as not served here and it exits 0, even with --strict', async () => {
    const baseUrl = await fakeApi({ shapes: 'spec', unshown: 'missing' });
    const result = await runContractCheck({ baseUrl, ...MARIA });
    const notServed = result.rows.filter((r) => r.verdict === 'not served').map((r) => r.endpoint);
    expect(notServed).toEqual(
      expect.arrayContaining([
        'GET socios/profile/info-cuotas',
        'GET cuotas/configuracion',
        'GET payments/transbank/oneclick/card',
        'GET fixtures/info',
        'GET socios/name/{rut}',
        'GET socios/account/invitations',
        'GET socios/account/guardian',
        'POST socios/logout',
      ]),
    );
    // only calls the spec does not show may be missing; none of them is a break
    const unshown = Object.values(endpoints as Record<string, Endpoint>).filter((e) => e.unshown);
    for (const call of notServed) expect(unshown.map((e) => `${e.method} ${e.path}`)).toContain(call);
    expect(result.rows.filter((r) => r.verdict === 'breaking')).toEqual([]);
    expect(result.rows.find((r) => r.endpoint === 'POST socios/logout')?.issues).toEqual([
      'not served here (HTTP 404): the spec does not show this call; the session ends on the device only; a copied token stays valid until it expires',
    ]);
    // a call it lacks is not asked again without the token: there is nothing to refuse
    expect(result.rows.find((r) => r.endpoint === 'GET cuotas/configuracion')?.probe).toBeUndefined();
    const run = await cli(...asMaria(baseUrl), '--strict');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/GET cuotas\/configuracion +cuotas\/configuracion +404 +not served here/);
    expect(run.stdout).toMatch(/\nNot served here \(the spec does not show them; nothing breaks\):\n/);
    expect(run.stdout).toMatch(/\n {2}GET socios\/profile\/info-cuotas: not served here \(HTTP 404\)/);
    expect(run.stdout).toMatch(new RegExp(`, 0 breaking .*, ${notServed.length} not served here`));
  });

  it('when that API leaves out one field the spec names (total_old of cuotas/valores), it is breaking: exit 1', async () => {
    const spec = await fakeApi({ shapes: 'spec', unshown: 'missing' });
    const baseUrl = await bending(spec, 'GET cuotas/valores', ({ total_old: _gone, ...rest }) => rest);
    const run = await cli(...asMaria(baseUrl));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /GET cuotas\/valores +cuotas\/valores\?numero_cuotas=3 +200 +BREAKING deviation +missing spec field: total_old/,
    );
    expect(run.stdout).toMatch(/, 1 breaking /);
  });

  it('when a call the spec names answers 404, it is breaking; a call the spec does not show, not served', async () => {
    const baseUrl = await serve((_req, res) =>
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}'),
    );
    const result = await runContractCheck({ baseUrl });
    expect(result.rows.find((r) => r.endpoint === 'GET socios/total')).toMatchObject({
      verdict: 'breaking',
      issues: ['HTTP 404: Not Found'],
    });
    expect(result.rows.find((r) => r.endpoint === 'GET health')).toMatchObject({
      verdict: 'not served',
      issues: [expect.stringMatching(/^not served here \(HTTP 404\): .*no 'DEMO' badge/)],
    });
    expect(exitCode(result, false)).toBe(1);
  });

  it.each(['--help', '-h'])('when asked %s, prints the usage and exits 0', async (flag) => {
    const run = await cli(flag);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run contract:check -- --base-url URL/);
    expect(run.stdout).toMatch(/not served here/);
    expect(run.stderr).toBe('');
  });

  it('a wrong password is exit 2 with a clear message, not a deviation', async () => {
    // The only test that spawns the command, as the API team runs it: the wrapper's exit code and streams.
    const args = ['--base-url', await fakeApi(), '--rut', MARIA.rut, '--password', 'not-the-password'];
    const command = ['--import', 'tsx', 'scripts/contract-check.ts', ...args];
    const run = await promisify(execFile)(process.execPath, command).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/could not log in as 12345678-5: RUT o contraseña incorrectos/);
    expect(run.stdout).not.toMatch(/BREAKING/);
  });

  it('openapi.yaml and the zod contract must agree on each answer', async () => {
    // a document that drifted: it wants the members total as text
    const drifted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-')), 'openapi.yaml');
    const yaml = fs.readFileSync(OPENAPI_FILE, 'utf8');
    const at = yaml.indexOf('    Interest:');
    fs.writeFileSync(drifted, yaml.slice(0, at) + yaml.slice(at).replace('type: string', 'type: integer'));
    const result = await runContractCheck({ baseUrl: await fakeApi(), openapiFile: drifted });
    expect(result.rows.find((r) => r.endpoint === 'GET interests')).toMatchObject({
      verdict: 'breaking',
      issues: [
        expect.stringMatching(/^openapi.yaml refuses what the zod contract accepts: .*name must be integer/),
      ],
    });
  });

  it('a host that answers its HTML page to everything is breaking (exit 1)', async () => {
    const baseUrl = await serve((_req, res) =>
      res.setHeader('content-type', 'text/html').end('<!doctype html><p>shell'),
    );
    const run = await cli('--base-url', baseUrl);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /GET socios\/total\s+socios\/total\s+200\s+BREAKING deviation\s+not JSON \(text\/html\)/,
    );
  });

  it('a host that does not answer is exit 2: nothing can be judged', async () => {
    const result = await runContractCheck({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2000 });
    expect(result.fatal).toMatch(/^could not reach the API at http:\/\/127.0.0.1:9\/api: no answer/);
    expect(exitCode(result, false)).toBe(2);
    const run = await cli(
      '--base-url',
      'http://127.0.0.1:9/api',
      '--rut',
      MARIA.rut,
      '--password',
      MARIA.password,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/could not reach the API/);
  });
});
