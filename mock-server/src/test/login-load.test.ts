// Hashing off the event loop: password checks run on libuv's thread pool (async scrypt), so a burst
// of logins does not stall other members' requests; and a login for an unknown RUT costs a hash
// too, so its answer time does not tell which RUTs are members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { listenLocal } from '../../../test-support';
import { makeApp, PASSWORD, PERSONAS } from './harness';

const t = makeApp();
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(t.app);
  base = await listenLocal(server);
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const login = (rut: string, password: string) =>
  fetch(`${base}/api/socios/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rut, password }),
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe('logins under load', () => {
  it('with 32 logins in flight, other requests keep a median answer time under 100 ms', async () => {
    // 4 per RUT: more than 5 at once for one RUT would be refused (attempts count before the check).
    const ruts = Object.values(PERSONAS).slice(0, 8);
    const burst = Array.from({ length: 32 }, (_, i) => login(ruts[i % ruts.length]!, PASSWORD));
    let inFlight = true;
    const done = Promise.all(burst).finally(() => (inFlight = false));
    const times: number[] = [];
    while (inFlight || times.length < 5) {
      times.push(await timed(() => fetch(`${base}/api/interests`).then((r) => r.json())));
      if (times.length >= 40) break;
    }
    const answers = await done;
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(
      median(times),
      `GET /interests during the burst: ${times.map(Math.round).join(', ')} ms`,
    ).toBeLessThan(100);
  });

  it('a login for an unknown RUT takes about as long as a wrong password for a member (a hash either way)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => login(PERSONAS.camila, `mala-${i}`)));
      unknown.push(await timed(() => login('11.111.111-1', `mala-${i}`)));
    }
    // Without the dummy hash an unknown RUT answers far sooner than a member's RUT.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});
