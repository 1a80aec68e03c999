import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { EMAIL_NOT_VALIDATED, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../domain/login';

describe('POST /api/socios/login', () => {
  it('when the credentials are right, answers flag true and a 256-bit token', async () => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/login').send({ rut: '12.345.678-5', password: 'socio1234' });
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when the password is wrong, answers flag false with the message to show', async () => {
    const { api } = makeApp();
    const res = await api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.mariaJose, password: 'nope12345' });
    expect(res.body).toEqual({ flag: false, msg: WRONG_CREDENTIALS });
  });

  it('when the e-mail is not validated, refuses with a message that says so', async () => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/login').send({ rut: PERSONAS.diego, password: 'socio1234' });
    expect(res.body).toEqual({ flag: false, msg: EMAIL_NOT_VALIDATED });
  });

  it.each([
    [{ rut: '', password: 'x' }, 'rut', 'Este campo es obligatorio.'],
    [{ rut: '12-3', password: 'x' }, 'rut', 'Rut no válido'],
    [{ rut: '123456785' }, 'password', 'Este campo es obligatorio.'],
    [{ rut: 123, password: 'x' }, 'rut', 'Este campo es obligatorio.'],
  ])('when the body is %j, answers 422 with errors.%s', async (body, field, message) => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/login').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('when the JSON is malformed, answers 400 and not 500', async () => {
    const { api } = makeApp();
    const res = await api().post('/api/socios/login').set('content-type', 'application/json').send('{"rut":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTypeOf('string');
  });

  it('when 5 wrong passwords came within 10 minutes, the 6th try gets 429 even with the right one', async () => {
    const { api, clock } = makeApp();
    for (let i = 0; i < 5; i++)
      await api().post('/api/socios/login').send({ rut: PERSONAS.juanCarlos, password: 'bad-pass' });
    const locked = await api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.juanCarlos, password: 'socio1234' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS);
    clock.set(new Date(clock.nowMs() + 10 * 60 * 1000 + 1).toISOString());
    const later = await api()
      .post('/api/socios/login')
      .send({ rut: PERSONAS.juanCarlos, password: 'socio1234' });
    expect(later.body.flag).toBe(true);
  });
});

describe('GET /api/socios/profile', () => {
  it('when logged in, answers the session user without secrets', async () => {
    const { api, tokenFor } = makeApp();
    const token = await tokenFor(PERSONAS.mariaJose);
    const res = await api().get('/api/socios/profile').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      rut: '123456785',
      nombre: 'María José',
      sexo: 'Mujer',
      activo: 1,
      estado: 0,
    });
    expect(res.body.data.commune).toEqual({ id: 13120, nombre: 'Ñuñoa' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it.each([[undefined], ['Bearer nope'], [`Bearer ${'a'.repeat(64)}`]])(
    'when the Authorization header is %s, answers 401 Unauthenticated.',
    async (header) => {
      const { api } = makeApp();
      const req = api().get('/api/socios/profile');
      if (header) req.set('Authorization', header);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    },
  );
});

describe('GET /api/socios/total', () => {
  it('counts the members al día on the mock clock', async () => {
    const { api, clock } = makeApp();
    const now = (await api().get('/api/socios/total')).body.total;
    clock.set('2030-01-15T12:00:00-03:00');
    const later = (await api().get('/api/socios/total')).body.total;
    expect(now).toBeGreaterThan(later);
  });
});
