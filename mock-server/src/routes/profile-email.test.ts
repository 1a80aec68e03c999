// Changing the e-mail in 'Mis Datos' needs the current password (a token alone must not redirect
// the account's mail, then its recovery links) and tells the old address; wrong current passwords
// count like wrong logins.
import { describe, expect, it } from 'vitest';
import { formOf, PASSWORD, PERSONAS, loggedIn } from '../test/harness';
import { bearer, lastMailTo } from '../test/mail';
import { CURRENT_WRONG } from '../domain/password-recovery';
import { TOO_MANY_ATTEMPTS } from '../domain/throttle';
import { CURRENT_REQUIRED } from './passwords';

const OLD = 'maria.jose@example.cl';

async function asMaria() {
  const { t, token } = await loggedIn(PERSONAS.mariaJose);
  const form = formOf((await t.get('/api/socios/profile/data', token)).body.data);
  const update = (changes: Record<string, unknown>) =>
    t.post('/api/socios/account/profile/update', token, { ...form, ...changes });
  return { ...t, token, update };
}

describe('POST socios/account/profile/update: the e-mail', () => {
  it('when the e-mail changes without the current password, answers 422 on current_password and keeps the e-mail', async () => {
    const t = await asMaria();
    const res = await t.update({ email: 'ladron@example.cl' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: false, errors: { current_password: [CURRENT_REQUIRED] } });
    expect(t.store.memberByRut(PERSONAS.mariaJose)!.email).toBe(OLD);
  });

  it('when the current password is wrong, answers 422 with the Spanish message; 5 wrong ones lock (429), also the login', async () => {
    const t = await asMaria();
    const wrong = await t.update({ email: 'ladron@example.cl', current_password: 'adivina' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [CURRENT_WRONG] });
    for (let i = 0; i < 4; i++) await t.update({ email: 'ladron@example.cl', current_password: `x${i}` });
    const locked = await t.update({ email: 'ladron@example.cl', current_password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS);
    const login = await t
      .api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.mariaJose, password: PASSWORD });
    expect(login.status).toBe(429);
    expect(t.store.memberByRut(PERSONAS.mariaJose)!.email).toBe(OLD);
  });

  it('when the current password is right, changes it and sends a notice to the old address', async () => {
    const t = await asMaria();
    const res = await t.update({ email: 'mj.nueva@example.cl', current_password: PASSWORD });
    expect(res.status).toBe(200);
    expect(t.store.memberByRut(PERSONAS.mariaJose)!.email).toBe('mj.nueva@example.cl');
    const notice = lastMailTo(t.store, OLD);
    expect(notice.subject).toBe('Cambiamos el correo de tu cuenta');
    expect(notice.text).toContain('m***@example.cl');
    expect(notice.text).toContain('Si no fuiste tú');
  });

  it('when the e-mail stays the same (any case), no password is asked and no notice is sent', async () => {
    const t = await asMaria();
    const res = await t.update({ email: 'Maria.Jose@Example.cl', direccion: 'Otra 1' });
    expect(res.status).toBe(200);
    expect(t.store.state.outbox).toHaveLength(0);
  });

  it('when the password change gets wrong current passwords, 5 within 10 minutes lock it (429)', async () => {
    const t = await asMaria();
    const change = (current: string) =>
      t
        .api()
        .post('/api/socios/account/update-password')
        .set(bearer(t.token))
        .send({ current_password: current, new_password: 'otra-clave-9' });
    for (let i = 0; i < 5; i++) expect((await change(`mala-${i}`)).status).toBe(422);
    const locked = await change(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS);
  });
});
