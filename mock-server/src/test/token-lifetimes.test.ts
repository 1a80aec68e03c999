// What ends stays ended, and what is counted is only what happened: logins still in flight are not
// failures; moving the demo clock back never revives an expired session or link; the staff key
// form takes a bounded number of guesses; an e-mailed receipt link expires and ends with a password
// change; the legacy site's cookie value is random and changes with the password.
import { describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, PERSONAS, loggedIn } from './harness';
import { lastMailTo } from './mail';
import { advance, startDues } from './payments';
import { SESSION_TTL_MS } from '../domain/sessions';
import { RESET_TTL_MS } from '../domain/password-recovery';
import { RECEIPT_KEY_TTL_MS } from '../domain/receipt-links';
import { KEY_GUESS_LIMIT } from '../http/console-state';
import { TOO_MANY_KEYS } from '../http/control-guard';

describe('logins in flight', () => {
  it('when 30 right logins arrive at once after 4 wrong ones, none is refused', async () => {
    const t = makeApp();
    for (let i = 0; i < 4; i++)
      await t.api().post('/api/socios/login').send({ rut: PERSONAS.juanCarlos, password: 'x' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.api().post('/api/socios/login').send({ rut: PERSONAS.juanCarlos, password: PASSWORD }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(answers.every((r) => r.body.flag === true)).toBe(true);
  });
});

describe('moving the clock back', () => {
  it('when a session expired, moving the clock back does not bring it back', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const start = t.clock.now().toISOString();
    advance(t, SESSION_TTL_MS + 1);
    expect((await t.get('/api/socios/profile', token)).status).toBe(401);
    t.clock.set(start);
    expect((await t.get('/api/socios/profile', token)).status).toBe(401);
  });

  it('when a recovery link expired, moving the clock back does not bring it back', async () => {
    const t = makeApp();
    const start = t.clock.now().toISOString();
    await t.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    const token = new URL(lastMailTo(t.store, 'maria.jose@example.cl').links[0]!.href).searchParams.get(
      'token',
    );
    advance(t, RESET_TTL_MS + 1);
    t.clock.set(start);
    const res = await t
      .api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'otra-clave-1' });
    expect(res.status).toBe(422);
  });
});

describe('the staff key', () => {
  const KEY = 'clave-del-personal';
  it(`when ${KEY_GUESS_LIMIT} wrong keys came from one address, even the right one is refused there (429)`, async () => {
    const t = makeApp(undefined, { controlKey: KEY });
    for (let i = 0; i < KEY_GUESS_LIMIT; i++)
      expect((await t.api().get('/__mock/clock').set('x-mock-key', `mala-${i}`)).status).toBe(401);
    const res = await t.api().get('/__mock/clock').set('x-mock-key', KEY);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY_KEYS });
  });

  it('when the key form gets too many wrong keys, it answers 429 with a Spanish page', async () => {
    const t = makeApp(undefined, { controlKey: KEY });
    const formToken = async () =>
      /name="_csrf" value="([^"]+)"/.exec((await t.api().get('/__mock/clave')).text)![1]!;
    for (let i = 0; i < KEY_GUESS_LIMIT; i++)
      await t
        .api()
        .post('/__mock/clave')
        .type('form')
        .send({ _csrf: await formToken(), clave: `mala-${i}` });
    const res = await t
      .api()
      .post('/__mock/clave')
      .type('form')
      .send({ _csrf: await formToken(), clave: KEY });
    expect(res.status).toBe(429);
    expect(res.text).toContain('Demasiadas claves incorrectas');
  });
});

describe('the e-mailed receipt link (?key=)', () => {
  it(`works for ${RECEIPT_KEY_TTL_MS / 86_400_000} days, then says it expired`, async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const { purchase } = await startDues(t, token);
    const open = () => t.api().get(`/api/vouchers/${purchase.id}?key=${purchase.voucherKey}`);
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(200); // the member may open the e-mail again
    advance(t, RECEIPT_KEY_TTL_MS);
    const res = await open();
    expect(res.status).toBe(410);
    expect(res.text).toContain('ya se usó o venció');
  });

  it('ends when the member changes the password', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const { purchase } = await startDues(t, token);
    await t.post('/api/socios/account/update-password', token, {
      current_password: PASSWORD,
      new_password: 'otra-clave-1',
    });
    expect((await t.api().get(`/api/vouchers/${purchase.id}?key=${purchase.voucherKey}`)).status).toBe(410);
  });
});

describe('the legacy login cookie value', () => {
  it('is random (never the id or RUT) and changes with the password', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const legacy = async (tk: string) =>
      (await t.get('/api/socios/profile', tk)).body.data.legacy_auth_token as string;
    const before = await legacy(token);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(before).not.toContain(PERSONAS.mariaJose);
    expect(makeApp().store.memberByRut(PERSONAS.mariaJose)!.legacy_auth_token).not.toBe(before);
    await t.post('/api/socios/account/update-password', token, {
      current_password: PASSWORD,
      new_password: 'otra-clave-1',
    });
    expect(await legacy(token)).not.toBe(before);
  });
});
