// Login throttling from one source: 5 wrong passwords for one RUT within 15 minutes make that
// source wait (429, Spanish message, Retry-After), longer after each further mistake; once the wait
// has passed the right password works again. Other sources: login-sources.test.ts.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS } from '../test/harness';
import { FAILURE_WINDOW_MS, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../domain/login';
import { FIRST_WAIT_MS } from '../domain/throttle';

const MINUTE = 60_000;

function setup() {
  const t = makeApp();
  const started = t.clock.nowMs();
  return {
    ...t,
    /** Moves the clock to `ms` after the test started. */
    at: (ms: number) => t.clock.set(new Date(started + ms).toISOString()),
    login: (rut: string, password: string) => t.api().post('/api/socios/login').send({ rut, password }),
  };
}

const wrong = (t: ReturnType<typeof setup>, rut: string, times: number) =>
  Array.from({ length: times }).reduce<Promise<unknown>>(
    (prev) => prev.then(() => t.login(rut, 'wrong-pass')),
    Promise.resolve(),
  );

describe('POST /api/socios/login throttling', () => {
  it('when 5 wrong passwords came from one source, even the right one from there waits (429, Retry-After, Spanish message)', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) {
      t.at(i * 2 * MINUTE); // 0, 2, 4, 6, 8 minutes: all inside one window
      expect((await t.login(PERSONAS.juanCarlos, 'wrong-pass')).body).toEqual({
        flag: false,
        msg: WRONG_CREDENTIALS,
      });
    }
    const waiting = await t.login(PERSONAS.juanCarlos, PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(waiting.body.message).toMatch(/Demasiados intentos.*Espera unos minutos/);
    expect(waiting.headers['retry-after']).toBe(String(FIRST_WAIT_MS / 1000));
  });

  it('when mistakes go on, the wait doubles (30 s, 1 min, 2 min…), and once it has passed the right password works', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 5);
    t.at(FIRST_WAIT_MS - 1);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).status).toBe(429);
    t.at(FIRST_WAIT_MS);
    expect((await t.login(PERSONAS.juanCarlos, 'wrong-pass')).status).toBe(200); // the sixth mistake
    t.at(FIRST_WAIT_MS + 2 * FIRST_WAIT_MS - 1);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).status).toBe(429);
    t.at(FIRST_WAIT_MS + 2 * FIRST_WAIT_MS);
    const res = await t.login(PERSONAS.juanCarlos, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
  });

  it('when attempts keep coming during the wait, they are refused unchecked and do not extend it', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 5);
    t.at(FIRST_WAIT_MS / 2);
    for (let i = 0; i < 5; i++) expect((await t.login(PERSONAS.juanCarlos, 'wrong-pass')).status).toBe(429);
    t.at(FIRST_WAIT_MS);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).body.flag).toBe(true);
  });

  it('when the wrong passwords are spread over more than 15 minutes, there is no wait', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 4);
    t.at(FAILURE_WINDOW_MS + 1); // the first four have left the window
    await wrong(t, PERSONAS.juanCarlos, 1);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).body.flag).toBe(true);
  });

  it('when the RUT is typed in different ways, the attempts count together', async () => {
    const t = setup();
    for (const rut of ['15.678.234-3', '15678234-3', '156782343', ' 15678234-3', '15.678.2343'])
      await t.login(rut, 'wrong-pass');
    expect((await t.login('156782343', PASSWORD)).status).toBe(429);
    expect((await t.login('15.678.234-3', PASSWORD)).status).toBe(429);
  });

  it('when one RUT is locked, other members still log in', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 5);
    expect((await t.login(PERSONAS.mariaJose, PASSWORD)).body.flag).toBe(true);
  });

  it('when the RUT belongs to nobody, it locks the same way (the lock does not reveal who is a member)', async () => {
    const t = setup();
    for (const rut of ['11.111.111-1', '11111111-1', '111111111', '11111111-1', '111111111'])
      expect((await t.login(rut, 'wrong-pass')).status).toBe(200);
    expect((await t.login('11.111.111-1', 'wrong-pass')).status).toBe(429);
  });

  it('when the right password comes before the fifth mistake, the count starts again', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 4);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).body.flag).toBe(true);
    await wrong(t, PERSONAS.juanCarlos, 4);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).body.flag).toBe(true);
  });
});
