// Passwords are exactly what the member typed: spaces at either end are part of them, at
// registration, login, change and reset alike (the login used to trim: such a member never got in).
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, VALID_REGISTRATION, loggedIn } from '../test/harness';
import { lastMailTo, linkPath } from '../test/mail';

const login = (t: ReturnType<typeof makeApp>, rut: string, password: string) =>
  t.api().post('/api/socios/login').send({ rut, password });

describe('passwords exactly as typed', () => {
  it('when a member registers " clave-segura ", validates and logs in with it; without the spaces it is wrong', async () => {
    const t = makeApp();
    const password = ' clave-segura ';
    const reg = await t
      .api()
      .post('/api/socios/store')
      .send({ ...VALID_REGISTRATION, password, password_confirmation: password });
    expect(reg.status).toBe(201);
    await t.api().get(linkPath(lastMailTo(t.store, VALID_REGISTRATION.email).links[0]!.href));
    expect((await login(t, VALID_REGISTRATION.rut, password)).body.flag).toBe(true);
    expect((await login(t, VALID_REGISTRATION.rut, 'clave-segura')).body.flag).toBe(false);
  });

  it('when the password is changed to "  dos espacios" it logs in with the spaces only', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const res = await t.post('/api/socios/account/update-password', token, {
      current_password: 'socio1234',
      new_password: '  dos espacios',
    });
    expect(res.status).toBe(200);
    expect((await login(t, PERSONAS.juanCarlos, '  dos espacios')).body.flag).toBe(true);
    expect((await login(t, PERSONAS.juanCarlos, 'dos espacios')).body.flag).toBe(false);
  });

  it('when the password is reset to "final con espacio ", it logs in with the space only', async () => {
    const t = makeApp();
    await t.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.juanCarlos });
    const href = lastMailTo(t.store, t.store.memberByRut(PERSONAS.juanCarlos)!.email).links[0]!.href;
    const token = new URL(href).searchParams.get('token');
    const reset = await t
      .api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'final con espacio ' });
    expect(reset.status).toBe(200);
    expect((await login(t, PERSONAS.juanCarlos, 'final con espacio ')).body.flag).toBe(true);
    expect((await login(t, PERSONAS.juanCarlos, 'final con espacio')).body.flag).toBe(false);
  });
});
