// Sessions end: logout ends the token on the server; tokens expire after 2 hours idle
// and 12 hours in any case on the mock's clock; a password change ends every other session of the
// member, a reset all of them; ended and expired sessions are pruned.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS, loggedIn } from '../test/harness';
import { bearer, lastMailTo } from '../test/mail';
import { advance } from '../test/payments';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../domain/sessions';
import { LOGGED_OUT } from './auth';

const profile = (t: ReturnType<typeof makeApp>, token: string) => t.get('/api/socios/profile', token);

describe('POST /api/socios/logout', () => {
  it('when the member logs out, that token answers 401 at once; another session of hers goes on', async () => {
    const { t, token: phone } = await loggedIn(PERSONAS.mariaJose);
    const laptop = await t.tokenFor(PERSONAS.mariaJose);
    const res = await t.api().post('/api/socios/logout').set(bearer(phone));
    expect(res.body).toEqual({ status: true, data: LOGGED_OUT });
    expect((await profile(t, phone)).status).toBe(401);
    expect((await t.get('/api/payments/transbank/oneclick/subscription', phone)).status).toBe(401);
    expect((await profile(t, laptop)).status).toBe(200);
    expect((await t.api().post('/api/socios/logout').set(bearer(phone))).status).toBe(401);
  });
});

describe('session expiry on the mock clock', () => {
  it('when a token is not used for 2 hours, it answers 401; used within them, it goes on', async () => {
    const { t, token: idle } = await loggedIn(PERSONAS.mariaJose);
    const busy = await t.tokenFor(PERSONAS.mariaJose);
    advance(t, SESSION_IDLE_MS - 60_000);
    expect((await profile(t, busy)).status).toBe(200);
    advance(t, 120_000);
    expect((await profile(t, idle)).status).toBe(401);
    expect((await profile(t, busy)).status).toBe(200);
  });

  it('when 12 hours have passed since the login, even a token in use answers 401', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    for (let h = 1; h < 12; h++) {
      advance(t, 60 * 60 * 1000);
      expect((await profile(t, token)).status, `hour ${h}`).toBe(200);
    }
    advance(t, 60 * 60 * 1000);
    expect((await profile(t, token)).status).toBe(401);
    expect(SESSION_TTL_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('expired and ended sessions are pruned from the state (it does not only grow)', async () => {
    const t = makeApp();
    for (let i = 0; i < 5; i++) await t.tokenFor(PERSONAS.juanCarlos);
    const out = await t.tokenFor(PERSONAS.juanCarlos);
    await t.api().post('/api/socios/logout').set(bearer(out));
    expect(t.store.state.sessions).toHaveLength(5);
    advance(t, SESSION_IDLE_MS + 1);
    await t.tokenFor(PERSONAS.mariaJose);
    expect(t.store.state.sessions).toHaveLength(1);
  });
});

describe('password change and reset end other sessions', () => {
  it('when the password is changed, every other session of the member ends; the one that changed it goes on', async () => {
    const { t, token: here } = await loggedIn(PERSONAS.mariaJose);
    const stolen = await t.tokenFor(PERSONAS.mariaJose);
    const juan = await t.tokenFor(PERSONAS.juanCarlos);
    const res = await t.post('/api/socios/account/update-password', here, {
      current_password: PASSWORD,
      new_password: 'otra-clave-9',
    });
    expect(res.status).toBe(200);
    expect((await profile(t, stolen)).status).toBe(401);
    expect((await profile(t, here)).status).toBe(200);
    expect((await profile(t, juan)).status).toBe(200);
  });

  it('when the password is reset from the e-mail, every session of the member ends', async () => {
    const { t, token: a } = await loggedIn(PERSONAS.mariaJose);
    await t.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    const token = new URL(lastMailTo(t.store, 'maria.jose@example.cl').links[0]!.href).searchParams.get(
      'token',
    );
    await t
      .api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'otra-clave-9' });
    expect((await profile(t, a)).status).toBe(401);
  });
});
