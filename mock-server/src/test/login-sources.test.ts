// Throttling protects the member, not only against the attacker: wrong passwords slow down the
// source that typed them; a stranger hammering a RUT from elsewhere cannot keep the member out, nor
// use up the member's recovery e-mails. Real loopback server, one address per client.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS } from './harness';
import { listenOnLoopback } from './loopback';
import { SOURCE_FREE_FAILURES, TOO_MANY_ATTEMPTS } from '../domain/throttle';
import { TOO_MANY_RECOVERIES } from '../domain/recovery-limits';

const HOME = '127.0.0.2'; // where the member logs in from
const ATTACKER = '127.0.0.1';
const ATTACKS = 300; // bounded: at most this many requests, 20 at a time
const PARALLEL = 20;
const MEMBER_TRIES = 5;

async function withServer<T>(
  run: (srv: Awaited<ReturnType<typeof listenOnLoopback>>, t: ReturnType<typeof makeApp>) => Promise<T>,
) {
  const t = makeApp();
  const srv = await listenOnLoopback(t.app);
  try {
    return await run(srv, t);
  } finally {
    await srv.close();
  }
}

describe('the member logs in while a stranger hammers the RUT', () => {
  it(`when ${ATTACKS} wrong passwords come ${PARALLEL} at a time from another address, the right one from home gets in every time`, async () => {
    await withServer(async (srv) => {
      expect((await srv.login(PERSONAS.juanCarlos, PASSWORD, HOME)).body.flag).toBe(true);
      const statuses: number[] = [];
      let sent = 0;
      const attacker = async () => {
        while (sent < ATTACKS) {
          sent++;
          statuses.push((await srv.login(PERSONAS.juanCarlos, `adivina-${sent}`, ATTACKER)).status);
        }
      };
      const member = async () => {
        const answers: boolean[] = [];
        for (let i = 0; i < MEMBER_TRIES; i++) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          answers.push((await srv.login(PERSONAS.juanCarlos, PASSWORD, HOME)).body.flag === true);
        }
        return answers;
      };
      const [answers] = await Promise.all([member(), ...Array.from({ length: PARALLEL }, attacker)]);
      expect(answers).toEqual(Array(MEMBER_TRIES).fill(true));
      // The attacker was slowed down: only the first 5 guesses were checked, the rest refused.
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(ATTACKS - 5);
    });
  });

  it('when guesses come from many addresses, a new address waits but the member at home still gets in', async () => {
    await withServer(async (srv) => {
      expect((await srv.login(PERSONAS.juanCarlos, PASSWORD, HOME)).body.flag).toBe(true);
      for (let host = 10; host < 15; host++)
        for (let i = 0; i < 5; i++) await srv.login(PERSONAS.juanCarlos, 'adivina', `127.0.0.${host}`);
      // 25 failures for the RUT from five addresses: a sixth, never seen, waits even with the password.
      const stranger = await srv.login(PERSONAS.juanCarlos, PASSWORD, '127.0.0.20');
      expect(stranger.status).toBe(429);
      expect(stranger.body).toEqual({ message: TOO_MANY_ATTEMPTS });
      expect((await srv.login(PERSONAS.juanCarlos, PASSWORD, HOME)).body.flag).toBe(true);
    });
  });

  it(`when one address guesses across many RUTs, it waits after ${SOURCE_FREE_FAILURES} failures; others do not`, async () => {
    await withServer(async (srv) => {
      const ruts = Array.from({ length: SOURCE_FREE_FAILURES + 5 }, (_, i) => `${10_000_000 + i}`);
      const statuses: number[] = [];
      for (const rut of ruts) statuses.push((await srv.login(rut, PASSWORD, ATTACKER)).status);
      expect(statuses.slice(0, SOURCE_FREE_FAILURES)).toEqual(Array(SOURCE_FREE_FAILURES).fill(200));
      expect(statuses.slice(SOURCE_FREE_FAILURES)).toEqual(Array(5).fill(429));
      expect((await srv.login(PERSONAS.mariaJose, PASSWORD, HOME)).body.flag).toBe(true);
    });
  });
});

describe('recovery e-mails a stranger cannot use up', () => {
  const recover = (srv: Awaited<ReturnType<typeof listenOnLoopback>>, from: string) =>
    srv.call('POST', '/api/socios/account/password/send-recover-link', {
      from,
      body: { rut: PERSONAS.mariaJose },
    });

  it('when a stranger asked 3 times, the stranger gets 429 but the member at home still gets her link', async () => {
    await withServer(async (srv, t) => {
      expect((await srv.login(PERSONAS.mariaJose, PASSWORD, HOME)).body.flag).toBe(true);
      for (let i = 0; i < 3; i++) expect((await recover(srv, ATTACKER)).status).toBe(200);
      const refused = await recover(srv, ATTACKER);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: TOO_MANY_RECOVERIES });
      const before = t.store.state.outbox.length;
      const mine = await recover(srv, HOME);
      expect(mine.status).toBe(200);
      expect(t.store.state.outbox).toHaveLength(before + 1);
    });
  });

  it('when strangers from many addresses flood the RUT, the mailbox gets at most 5 an hour, and the answer never changes', async () => {
    await withServer(async (srv, t) => {
      const bodies = new Set<string>();
      for (let host = 10; host < 14; host++)
        for (let i = 0; i < 3; i++) bodies.add(JSON.stringify((await recover(srv, `127.0.0.${host}`)).body));
      expect(bodies.size).toBe(1);
      expect(t.store.state.outbox.filter((m) => m.to === 'maria.jose@example.cl')).toHaveLength(5);
    });
  });
});
