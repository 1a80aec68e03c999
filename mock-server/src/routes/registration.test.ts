import { describe, it, expect } from 'vitest';
import { makeApp, VALID_REGISTRATION } from '../test/harness';
import { lastMailTo, linkPath } from '../test/mail';
import { REGISTERED, RUT_TAKEN, EMAIL_TAKEN } from '../domain/registration';

const valid = VALID_REGISTRATION;
const WEB = 'http://localhost:5173';

describe('POST /api/socios/store', () => {
  it('when the form is valid, creates an inactive member and e-mails a validation link', async () => {
    const { api, store } = makeApp();
    const res = await api().post('/api/socios/store').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: true, data: REGISTERED });
    const member = store.memberByRut('111111111')!;
    expect(member).toMatchObject({
      activo: 0,
      estado: 0,
      emailValidated: false,
      al_dia_hasta: null,
      tipo_socio: 1,
      sexo: 'Mujer',
      apellidoM: 'Lagos',
      direccion_dpto: '',
    });
    expect(member.passwordHash).not.toContain('clave-segura');
    const link = lastMailTo(store, valid.email).links[0]!.href;
    expect(link).toMatch(/^http:\/\/localhost:4000\/api\/socios\/email\/validate\/[0-9a-f]{64}$/);
  });

  it('when the member opens the link, the e-mail is validated and the login works; a second click goes to /email-validation', async () => {
    const { api, store } = makeApp();
    await api().post('/api/socios/store').send(valid);
    const refused = await api().post('/api/socios/login').send({ rut: valid.rut, password: valid.password });
    expect(refused.body.flag).toBe(false);

    const path = linkPath(lastMailTo(store, valid.email).links[0]!.href);
    const first = await api().get(path);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(`${WEB}/login?status=true`);
    const login = await api().post('/api/socios/login').send({ rut: '111111111', password: valid.password });
    expect(login.body.flag).toBe(true);

    const again = await api().get(path);
    expect(again.headers.location).toBe(`${WEB}/email-validation`);
  });

  it('when the validation token is unknown, redirects to /email-validation', async () => {
    const { api } = makeApp();
    const res = await api().get(`/api/socios/email/validate/${'b'.repeat(64)}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${WEB}/email-validation`);
  });

  it.each([
    ['rut', { rut: '' }, 'Este campo es obligatorio.'],
    ['rut', { rut: '11.111.111-2' }, 'Rut no válido'],
    ['rut', { rut: '12.345.678-5' }, RUT_TAKEN],
    ['nombres', { nombres: '  ' }, 'Este campo es obligatorio.'],
    ['apellido', { apellido: undefined }, 'Este campo es obligatorio.'],
    ['segundo_apellido', { segundo_apellido: '' }, 'Este campo es obligatorio.'],
    [
      'email',
      { email: 'no-es-correo', email_confirm: 'no-es-correo' },
      'Por favor, introduce una dirección de correo electrónico válida.',
    ],
    ['email', { email: 'Maria.Jose@example.cl', email_confirm: 'maria.jose@example.cl' }, EMAIL_TAKEN],
    ['email_confirm', { email_confirm: 'otra@example.cl' }, 'Los dos emails no coinciden'],
    ['telefono', { telefono: '2234' }, 'Teléfono debe tener 9 dígitos'],
    ['celular', { celular: '' }, 'Este campo es obligatorio.'],
    ['celular', { celular: '09123456' }, 'Celular debe tener 9 dígitos'],
    ['celular', { celular: 1234567890 }, 'Celular debe tener 9 dígitos'],
    ['genero', { genero: 'x' }, 'Debe seleccionar un género.'],
    ['pais', { pais: '' }, 'Este campo es obligatorio.'],
    ['fecha_nacimiento', { fecha_nacimiento: '1994-02-30' }, 'La fecha de nacimiento no es válida.'],
    ['fecha_nacimiento', { fecha_nacimiento: '2030-01-01' }, 'La fecha de nacimiento no es válida.'],
    ['region', { region: 0 }, 'Debe seleccionar una región'],
    ['region', { region: 17 }, 'Debe seleccionar una región'],
    ['comuna', { comuna: 0 }, 'Debe seleccionar una comuna'],
    ['comuna', { comuna: 5101 }, 'La comuna no pertenece a la región seleccionada.'],
    ['direccion', { direccion: '' }, 'Este campo es obligatorio.'],
    ['direccion_nro', { direccion_nro: '' }, 'Este campo es obligatorio.'],
    ['password', { password: 'corta', password_confirmation: 'corta' }, 'Escriba mínimo 8 caracteres'],
    ['password_confirmation', { password_confirmation: 'otra-clave' }, 'Las dos contraseñas no coinciden'],
    ['rol', { rol: 'admin' }, 'Campo no permitido.'],
  ])('when %s is wrong (%j), answers 422 with its message', async (field, change, message) => {
    const { api, store } = makeApp();
    const before = store.state.members.length;
    const res = await api()
      .post('/api/socios/store')
      .send({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(store.state.members).toHaveLength(before);
    expect(store.state.outbox).toHaveLength(0);
  });

  it('when several fields are wrong at once, reports every one of them in one answer', async () => {
    const { api } = makeApp();
    const res = await api()
      .post('/api/socios/store')
      .send({ ...valid, nombres: '', email_confirm: 'x@example.cl', password_confirmation: 'nope-nope' });
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'email_confirm',
      'nombres',
      'password_confirmation',
    ]);
    expect(res.body.message).toBe('Existen campos que no cumplen con las validaciones');
  });

  it('when telefono and direccion_dpto are omitted, still registers (both optional)', async () => {
    const { api, store } = makeApp();
    const { telefono: _t, ...rest } = valid;
    const res = await api()
      .post('/api/socios/store')
      .send({ ...rest, region: '13', comuna: '13101', celular: 987000111 });
    expect(res.status).toBe(201);
    expect(store.memberByRut('111111111')).toMatchObject({
      telefono: '',
      celular: '987000111',
      comuna: 13101,
    });
  });
});
