// `npm run contract:check` against the fake API, in-process on a free port with a pinned clock: it
// passes as the fake answers (also --strict); with MOCK_SHAPES=strings (numbers as strings, which the
// SPA absorbs) it passes, but not with --strict; an HTML answer or a dead host is breaking.
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createApp } from '../mock-server/src/app';
import { createClock } from '../mock-server/src/clock';
import type { MockConfig } from '../mock-server/src/config';
import { checkedReads, failed, runContractCheck } from './contract-check/run';
import { listenLocal, PASSWORD, TEST_NOW } from '../test-support';

const MARIA = { rut: '12345678-5', password: PASSWORD };
const servers: http.Server[] = [];

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  return listenLocal(server);
}
const fakeApi = async (config: Partial<MockConfig> = {}) => {
  const clock = createClock(TEST_NOW, { frozen: true });
  return `${await serve(createApp({ clock, config: { confirmDelayMs: -1, ...config } }))}/api`;
};

/** The command's arguments for María José against `baseUrl`. */
const asMaria = (baseUrl: string) => [
  '--base-url',
  baseUrl,
  '--rut',
  MARIA.rut,
  '--password',
  MARIA.password,
];

/** The command itself, as the API team runs it. */
async function cli(...args: string[]) {
  try {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/contract-check.ts', ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

afterAll(() => servers.forEach((s) => s.close()));

describe('contract:check', () => {
  it('against the fake API: every read conforms, so it passes even with --strict', async () => {
    const baseUrl = await fakeApi();
    const rows = await runContractCheck({ baseUrl, ...MARIA });
    const called = rows.map((r) => r.endpoint).sort();
    const reads = checkedReads.map(([, e]) => `${e.method} ${e.path}`);
    expect(called).toEqual(['POST socios/login', ...reads].sort());
    expect(rows.filter((r) => r.verdict !== 'conforms')).toEqual([]);
    expect(failed(rows, true)).toBe(false);
    const run = await cli(...asMaria(baseUrl), '--strict');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\d+ conform, 0 tolerated .*, 0 breaking .*, 0 skipped/);
  }, 30_000);

  it('without credentials it reads the public calls and skips the member ones', async () => {
    const rows = await runContractCheck({ baseUrl: await fakeApi() });
    expect(rows.find((r) => r.endpoint === 'GET socios/total')?.verdict).toBe('conforms');
    expect(rows.find((r) => r.endpoint === 'GET socios/profile')).toMatchObject({
      verdict: 'skipped',
      issues: 'needs a member: --rut and --password',
    });
    expect(failed(rows, true)).toBe(false);
  });

  it('numbers as strings are tolerated: it passes, but not with --strict', async () => {
    const baseUrl = await fakeApi({ shapes: 'strings' });
    const rows = await runContractCheck({ baseUrl, ...MARIA });
    expect(rows.find((r) => r.endpoint === 'GET cuotas/configuracion')).toMatchObject({
      verdict: 'tolerated',
      issues: expect.stringMatching(/valor_cuota: /),
    });
    expect(rows.filter((r) => r.verdict === 'breaking')).toEqual([]);
    const loose = await cli(...asMaria(baseUrl));
    expect(loose.code).toBe(0);
    expect(loose.stdout).toMatch(/GET cuotas\/configuracion\s+200\s+tolerated deviation\s+incorporacion: /);
    const strict = await cli(...asMaria(baseUrl), '--strict');
    expect(strict.code).toBe(1);
  }, 30_000);

  it('a host that answers its HTML page to everything is breaking', async () => {
    const baseUrl = await serve((_req, res) =>
      res.setHeader('content-type', 'text/html').end('<!doctype html><p>shell'),
    );
    const rows = await runContractCheck({ baseUrl, ...MARIA });
    expect(rows[0]).toMatchObject({ endpoint: 'POST socios/login', status: 200, verdict: 'breaking' });
    expect(rows[0]!.issues).toMatch(/^not JSON \(text\/html\)/);
    const run = await cli('--base-url', baseUrl);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/GET socios\/total\s+200\s+BREAKING deviation\s+not JSON/);
  }, 30_000);

  it('a host that does not answer is breaking', async () => {
    const rows = await runContractCheck({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2000 });
    expect(rows.every((r) => r.verdict === 'breaking' || r.verdict === 'skipped')).toBe(true);
    expect(rows.find((r) => r.endpoint === 'GET socios/total')?.issues).toMatch(/^no answer/);
  });
});
