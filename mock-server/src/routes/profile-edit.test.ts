import { describe, it, expect } from 'vitest';
import { formOf, makeApp, PASSWORD, PERSONAS } from '../test/harness';
import { bearer } from '../test/mail';
import { EMAIL_TAKEN } from '../domain/registration';
import { COMMUNE_NOT_IN_REGION, INTERESTS_SAVED, UNKNOWN_INTEREST } from '../domain/profile';

async function asMaria() {
  const h = makeApp();
  const token = await h.tokenFor(PERSONAS.mariaJose);
  const data = (await h.get('/api/socios/profile/data', token)).body.data;
  return { ...h, token, data, form: formOf(data) };
}

describe('GET /api/socios/profile/data', () => {
  it("when logged in, answers the Mis Datos form, in its own names and the session user's", async () => {
    const { form, data } = await asMaria();
    expect(data).toMatchObject({ sexo: 'Mujer', direccion_nro: form.numero, commune: { id: form.comuna } });
    expect(data).not.toHaveProperty('legacy_auth_token');
    expect(form).toEqual({
      rut: '123456785',
      nombre: 'María José',
      apellido: 'Pérez',
      apellidoM: 'Soto',
      celular: '987654321',
      telefono: '223456789',
      email: 'maria.jose@example.cl',
      genero: 'f',
      fecha_nacimiento: '1990-04-12',
      tipo_socio: 1,
      pais: 'Chile',
      direccion: 'Av. Grecia',
      numero: '2001',
      dpto: '504',
      region: 13,
      comuna: 13120,
    });
  });

  it('when there is no token, answers 401', async () => {
    const { api } = makeApp();
    expect((await api().get('/api/socios/profile/data')).status).toBe(401);
  });
});

describe('POST /api/socios/account/profile/update', () => {
  it('when valid, saves the editable fields and ignores the read-only ones', async () => {
    const { api, token, form, store } = await asMaria();
    const res = await api()
      .post('/api/socios/account/profile/update')
      .set(bearer(token))
      .send({
        ...form,
        rut: '111111111',
        nombre: 'Otra',
        fecha_nacimiento: '2000-01-01',
        tipo_socio: 13,
        pais: 'Perú',
        region: 5,
        celular: '+56 9 8765-4321',
        email: 'MJ.Perez@example.cl',
        current_password: PASSWORD, // the e-mail changes
        direccion: 'Av. Macul',
        numero: 15,
        dpto: '',
        comuna: 13119,
      });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({
      rut: '123456785',
      nombre: 'María José',
      fecha_nacimiento: '1990-04-12',
      tipo_socio: 1,
      pais: 'Chile',
      region: 13,
      celular: '+56 9 8765-4321',
      email: 'mj.perez@example.cl',
      direccion: 'Av. Macul',
      direccion_nro: '15',
      direccion_dpto: '',
      commune: { id: 13119, nombre: 'Maipú' },
    });
    expect(store.memberByRut(PERSONAS.mariaJose)!.email).toBe('mj.perez@example.cl');
  });

  it('when a name is still empty, it may be filled in (and is then required)', async () => {
    const { api, store, tokenFor, post } = makeApp();
    store.memberByRut(PERSONAS.juanCarlos)!.apellidoM = '';
    const token = await tokenFor(PERSONAS.juanCarlos);
    const form = formOf((await api().get('/api/socios/profile/data').set(bearer(token))).body.data);
    const missing = await post('/api/socios/account/profile/update', token, {
      ...form,
      telefono: '(41) 222 3344',
    });
    expect(missing.body.errors).toEqual({ apellidoM: ['Este campo es obligatorio.'] });
    const res = await post('/api/socios/account/profile/update', token, {
      ...form,
      apellidoM: 'Muñoz',
      telefono: '222222222',
    });
    expect(res.body.data.nombre_completo).toBe('Juan Carlos González Muñoz');
  });

  it.each([
    ['email', { email: '' }, 'Este campo es obligatorio.'],
    ['email', { email: 'no-valido' }, 'Por favor, introduce una dirección de correo electrónico válida.'],
    ['email', { email: 'juan.carlos@example.cl' }, EMAIL_TAKEN],
    ['celular', { celular: '' }, 'Este campo es obligatorio.'],
    ['celular', { celular: '98x76' }, 'Escribe un celular válido.'],
    ['telefono', { telefono: '--' }, 'Escribe un teléfono válido.'],
    ['genero', { genero: '' }, 'Debe seleccionar un género.'],
    ['direccion', { direccion: ' ' }, 'Este campo es obligatorio.'],
    ['numero', { numero: 'doce' }, 'Debes escribir un numero'],
    ['comuna', { comuna: 0 }, 'Debe seleccionar una comuna'],
    ['comuna', { comuna: 5101 }, COMMUNE_NOT_IN_REGION],
    ['admin', { admin: true }, 'Campo no permitido.'],
  ])('when %s is wrong (%j), answers 422 status false with its message', async (field, change, message) => {
    const { token, form, post } = await asMaria();
    const res = await post('/api/socios/account/profile/update', token, { ...form, ...change });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toBe('Existen campos que no cumplen con las validaciones');
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('when there is no token, answers 401', async () => {
    const { api } = makeApp();
    expect((await api().post('/api/socios/account/profile/update').send({})).status).toBe(401);
  });
});

describe('interests', () => {
  it('GET /api/interests lists the interests without a login', async () => {
    const { api } = makeApp();
    const res = await api().get('/api/interests');
    expect(res.body.data.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data).toContainEqual({ id: 2, name: 'Fútbol femenino' });
  });

  it('when the names exist, set-interests saves them (once each) on the member', async () => {
    const { tokenFor, store, post } = makeApp();
    const token = await tokenFor(PERSONAS.camila);
    const res = await post('/api/socios/profile/set-interests', token, {
      interests: ['Eventos', 'Tienda', 'Eventos'],
    });
    expect(res.body).toEqual({ status: true, data: INTERESTS_SAVED });
    expect(store.memberByRut(PERSONAS.camila)!.intereses).toEqual(['Eventos', 'Tienda']);
  });

  it.each([[{ interests: ['Eventos', 'Ajedrez'] }], [{ interests: 'Eventos' }], [{}]])(
    'when the body is %j, answers 422 errors.interests',
    async (body) => {
      const { api, tokenFor } = makeApp();
      const token = await tokenFor(PERSONAS.camila);
      const res = await api().post('/api/socios/profile/set-interests').set(bearer(token)).send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors.interests).toEqual([UNKNOWN_INTEREST]);
    },
  );

  it('when there is no token, set-interests answers 401', async () => {
    const { api } = makeApp();
    expect((await api().post('/api/socios/profile/set-interests').send({ interests: [] })).status).toBe(401);
  });
});
