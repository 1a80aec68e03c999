import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { bearer, lastMailTo } from '../test/mail';
import * as recovery from '../domain/password-recovery';

const MARIA_EMAIL = 'maria.jose@example.cl';
const tokenIn = (href: string) => new URL(href).searchParams.get('token')!;

describe('POST /api/socios/account/password/send-recover-link', () => {
  it('when the RUT is a member, e-mails a reset link to the SPA', async () => {
    const { api, store } = makeApp();
    const res = await api()
      .post('/api/socios/account/password/send-recover-link')
      .send({ rut: '12.345.678-5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, data: recovery.LINK_SENT });
    const href = lastMailTo(store, MARIA_EMAIL).links[0]!.href;
    expect(href).toMatch(/^http:\/\/localhost:5173\/password\/reset-password\?token=[0-9a-f]{64}$/);
  });

  it('when no member has the RUT, answers exactly as for a member (nobody learns who is one) and sends nothing', async () => {
    const { api, store } = makeApp();
    const unknown = await api()
      .post('/api/socios/account/password/send-recover-link')
      .send({ rut: '11111111-1' });
    const known = await api()
      .post('/api/socios/account/password/send-recover-link')
      .send({ rut: PERSONAS.mariaJose });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ status: true, data: recovery.LINK_SENT });
    expect(store.state.outbox.map((m) => m.to)).toEqual([MARIA_EMAIL]);
  });

  it.each([
    [{}, 'Este campo es obligatorio.'],
    [{ rut: '12-3' }, 'Rut no válido'],
  ])('when the body is %j, answers 422 with errors.rut', async (body, message) => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/account/password/send-recover-link').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.rut).toContain(message);
  });
});

describe('POST /api/socios/account/password/reset-password', () => {
  async function recover() {
    const h = makeApp();
    await h.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    return { ...h, token: tokenIn(lastMailTo(h.store, MARIA_EMAIL).links[0]!.href) };
  }

  it('when the token is fresh, changes the password: the new one logs in, the old one no longer', async () => {
    const { api, token, tokenFor } = await recover();
    const res = await api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'nueva-clave-1' });
    expect(res.body).toEqual({ status: true, data: recovery.PASSWORD_RESET });
    expect(await tokenFor(PERSONAS.mariaJose, 'nueva-clave-1')).toMatch(/^[0-9a-f]{64}$/);
    const old = await api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.mariaJose, password: 'socio1234' });
    expect(old.body.flag).toBe(false);
  });

  it('when the link was already used, answers 422 errors.token', async () => {
    const { api, token } = await recover();
    const send = () =>
      api().post('/api/socios/account/password/reset-password').send({ token, password: 'nueva-clave-1' });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([recovery.TOKEN_INVALID]);
  });

  it('when 60 minutes have passed, the link has expired', async () => {
    const { api, token, clock } = await recover();
    clock.set(new Date(clock.nowMs() + recovery.RESET_TTL_MS).toISOString());
    const res = await api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'nueva-clave-1' });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([recovery.TOKEN_INVALID]);
  });

  it('when someone asks again, the earlier link still works (a stranger cannot void it); once one is used, the others end', async () => {
    const { api, store, token } = await recover();
    await api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.mariaJose });
    const newer = tokenIn(lastMailTo(store, MARIA_EMAIL).links[0]!.href);
    expect(newer).not.toBe(token);
    const send = (t: string) =>
      api().post('/api/socios/account/password/reset-password').send({ token: t, password: 'nueva-clave-1' });
    expect((await send(token)).status).toBe(200);
    expect((await send(newer)).status).toBe(422);
  });

  it('when the reset succeeds, the sessions opened with the old password end', async () => {
    const { api, token, tokenFor } = await recover();
    const session = await tokenFor(PERSONAS.mariaJose);
    await api()
      .post('/api/socios/account/password/reset-password')
      .send({ token, password: 'nueva-clave-1' });
    expect((await api().get('/api/socios/profile').set(bearer(session))).status).toBe(401);
  });

  it.each([
    [{ token: 'x', password: 'corta' }, 'password', 'Escriba mínimo 8 caracteres'],
    [{ token: 'x' }, 'password', 'Este campo es obligatorio.'],
    [{ password: 'suficiente' }, 'token', recovery.TOKEN_INVALID],
    [{ token: 'f'.repeat(64), password: 'suficiente' }, 'token', recovery.TOKEN_INVALID],
  ])('when the body is %j, answers 422 errors.%s', async (body, field, message) => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/account/password/reset-password').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('POST /api/socios/account/update-password', () => {
  it('when the current password is right, changes it', async () => {
    const { tokenFor, post } = makeApp();
    const token = await tokenFor(PERSONAS.juanCarlos);
    const res = await post('/api/socios/account/update-password', token, {
      current_password: 'socio1234',
      new_password: 'otra-clave-2',
    });
    expect(res.body).toEqual({ status: true, data: recovery.PASSWORD_CHANGED });
    expect(await tokenFor(PERSONAS.juanCarlos, 'otra-clave-2')).toBeTruthy();
  });

  it.each([
    [
      {},
      {
        current_password: ['La contraseña actual es requerida.'],
        new_password: ['La nueva contraseña es requerida.'],
      },
    ],
    [
      { current_password: 'socio1234', new_password: 'corta' },
      { new_password: ['Escriba mínimo 8 caracteres'] },
    ],
    [
      { current_password: 'equivocada', new_password: 'otra-clave-2' },
      { current_password: [recovery.CURRENT_WRONG] },
    ],
  ])('when the body is %j, answers 422 with those errors', async (body, errors) => {
    const { api, tokenFor } = makeApp();
    const token = await tokenFor(PERSONAS.juanCarlos);
    const res = await api().post('/api/socios/account/update-password').set(bearer(token)).send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('when there is no token, answers 401', async () => {
    const { api } = makeApp();
    const res = await api()
      .post('/api/socios/account/update-password')
      .send({ current_password: 'socio1234', new_password: 'otra-clave-2' });
    expect(res.status).toBe(401);
  });
});
