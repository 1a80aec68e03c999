// Login throttling: 5 wrong passwords for one RUT within 10 minutes lock that RUT (429, Spanish
// message) until the window has passed; then the right password works again.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS } from '../test/harness';
import { FAILURE_WINDOW_MS, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../domain/login';

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
  it('when 5 wrong passwords came within 10 minutes, even the right one gets 429 with a Spanish message', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) {
      t.at(i * 2 * MINUTE); // 0, 2, 4, 6, 8 minutes: all inside one window
      expect((await t.login(PERSONAS.juanCarlos, 'wrong-pass')).body).toEqual({
        flag: false,
        msg: WRONG_CREDENTIALS,
      });
    }
    const locked = await t.login(PERSONAS.juanCarlos, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(locked.body.message).toMatch(/Demasiados intentos.*10 minutos/);
  });

  it('when the window has passed, the right password works', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 5);
    t.at(FAILURE_WINDOW_MS - 1);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).status).toBe(429);
    t.at(FAILURE_WINDOW_MS + 1);
    const res = await t.login(PERSONAS.juanCarlos, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
  });

  it('when the wrong passwords are spread over more than 10 minutes, there is no lock', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 4);
    t.at(FAILURE_WINDOW_MS + 1); // the first four have left the window
    await wrong(t, PERSONAS.juanCarlos, 1);
    expect((await t.login(PERSONAS.juanCarlos, PASSWORD)).body.flag).toBe(true);
  });

  it('when attempts keep coming during the lock, they do not extend it', async () => {
    const t = setup();
    await wrong(t, PERSONAS.juanCarlos, 5);
    t.at(5 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await t.login(PERSONAS.juanCarlos, 'wrong-pass')).status).toBe(429);
    t.at(FAILURE_WINDOW_MS + 1);
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
