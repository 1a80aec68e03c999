// A login in flight must not survive a password change or reset. A stranger who knows the old
// password keeps logging in from another address while the member changes it (or resets it from
// the e-mailed link); once the change has answered, every token the stranger got must answer 401,
// including those whose login checked the old password before the change and finished after it.
// The race is run TRIALS times for each, on a real loopback server with two client addresses.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS } from './harness';
import { lastMailTo } from './mail';
import { listenOnLoopback } from './loopback';

const MEMBER = '127.0.0.1';
const STRANGER = '127.0.0.2';
const TRIALS = 20;
const NEW_PASSWORD = 'otra-clave-segura';

type Server = Awaited<ReturnType<typeof listenOnLoopback>>;

/** Runs `change` while two loops log in with the old password; returns the stranger's live tokens. */
async function race(prepare: (srv: Server, t: ReturnType<typeof makeApp>) => Promise<() => Promise<void>>) {
  const t = makeApp();
  const srv = await listenOnLoopback(t.app);
  try {
    const change = await prepare(srv, t);
    const tokens: string[] = [];
    let changed = false;
    const loop = async () => {
      for (let i = 0; i < 50 && !changed; i++) {
        const res = await srv.login(PERSONAS.mariaJose, PASSWORD, STRANGER);
        if (typeof res.body.token === 'string') tokens.push(res.body.token);
      }
    };
    const loops = [loop(), loop()];
    await new Promise((resolve) => setTimeout(resolve, 15)); // logins are in flight now
    await change();
    changed = true;
    await Promise.all(loops);
    const alive: string[] = [];
    for (const token of tokens) {
      const res = await srv.call('GET', '/api/socios/profile', { token, from: STRANGER });
      if (res.status !== 401) alive.push(token);
    }
    return { alive, got: tokens.length };
  } finally {
    await srv.close();
  }
}

describe('a login that races a password change or reset', () => {
  it(`when the member changes the password, none of the stranger's sessions survives (${TRIALS} races)`, async () => {
    const survivors: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      let own = '';
      const { alive } = await race(async (srv) => {
        own = (await srv.login(PERSONAS.mariaJose, PASSWORD, MEMBER)).body.token as string;
        return async () => {
          const res = await srv.call('POST', '/api/socios/account/update-password', {
            from: MEMBER,
            token: own,
            body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
          });
          expect(res.status).toBe(200);
          // The session that made the change goes on.
          expect((await srv.call('GET', '/api/socios/profile', { token: own, from: MEMBER })).status).toBe(
            200,
          );
        };
      });
      survivors.push(alive.length);
    }
    expect(survivors).toEqual(Array(TRIALS).fill(0));
  });

  it(`when the member resets the password from the e-mailed link, none of the stranger's sessions survives (${TRIALS} races)`, async () => {
    const survivors: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const { alive } = await race(async (srv, t) => {
        await srv.call('POST', '/api/socios/account/password/send-recover-link', {
          from: MEMBER,
          body: { rut: PERSONAS.mariaJose },
        });
        const href = lastMailTo(t.store, 'maria.jose@example.cl').links[0]!.href;
        const token = new URL(href).searchParams.get('token');
        return async () => {
          const res = await srv.call('POST', '/api/socios/account/password/reset-password', {
            from: MEMBER,
            body: { token, password: NEW_PASSWORD },
          });
          expect(res.status).toBe(200);
        };
      });
      survivors.push(alive.length);
    }
    expect(survivors).toEqual(Array(TRIALS).fill(0));
  });
});
