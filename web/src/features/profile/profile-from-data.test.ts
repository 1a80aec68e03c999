import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../api/contract';
import { profileFromData } from './profile-from-data';

const user: SessionUser = {
  rut: '123456785',
  nombre: 'María José',
  apellido: 'Soto',
  apellidoM: 'Pérez',
  nombre_completo: 'María José Soto Pérez',
  sexo: 'Mujer',
  celular: '987654321',
  telefono: '',
  email: 'maria@example.cl',
  fecha_nacimiento: '1990-05-17',
  tipo_socio: 1,
  pais: 'Chile',
  direccion: 'Av. Grecia',
  direccion_nro: '2001',
  direccion_dpto: '12',
  region: 13,
  commune: { id: 101, nombre: 'Macul' },
  imagen: '?',
  socio_desde: '2015-03-01',
  numero_socio: 10234,
  estado: 0,
  activo: 1,
  legacy_auth_token: '',
  intereses: [],
};
const form = {
  rut: '123456785',
  nombre: 'María José',
  apellido: 'Soto',
  apellidoM: 'Pérez',
  celular: '987654321',
  telefono: '',
  email: 'maria@example.cl',
  genero: 'f',
  fecha_nacimiento: '1990-05-17',
  tipo_socio: 1,
  pais: 'Chile',
  direccion: 'Av. Grecia',
  numero: '2001',
  dpto: '12',
  region: 13,
  comuna: 101,
};

describe("'Mis Datos' from the profile data, under every reading", () => {
  it("when the API answers the update form's names, the form is that answer", () => {
    expect(profileFromData({ ...form, direccion: 'Los Leones' }, user)).toEqual({
      ...form,
      direccion: 'Los Leones',
    });
  });

  it("when the API answers the session user's names (sexo, direccion_nro, commune), the form reads them", () => {
    const { id: _id, intereses: _i, ...asSessionUser } = { ...user, id: 9, direccion_nro: '77' };
    expect(profileFromData(asSessionUser, user)).toEqual({ ...form, numero: '77' });
  });

  it('when the answer is empty, partial or in PHP types, the rest comes from the session user', () => {
    expect(profileFromData(undefined, user)).toEqual(form);
    expect(profileFromData({}, user)).toEqual(form);
    expect(profileFromData({ region: '5', comuna: '51', sexo: 'Hombre', numero: 12 }, user)).toEqual({
      ...form,
      region: 5,
      comuna: 51,
      genero: 'm',
      numero: '12',
    });
    expect(profileFromData({ fecha_nacimiento: '17/05/1990' }, user).fecha_nacimiento).toBe('1990-05-17');
  });
});
