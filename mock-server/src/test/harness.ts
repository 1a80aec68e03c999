// Test helpers for the fake API: an app on a pinned, frozen clock, and a logged-in agent per persona.
import request from 'supertest';
import { createApp } from '../app';
import { createClock } from '../clock';
import type { MockConfig } from '../config';
import { PASSWORD, PERSONAS, TEST_NOW } from '../../../test-support';

export { PASSWORD, PERSONAS };

export function makeApp(now = TEST_NOW, config: Partial<MockConfig> = {}) {
  const clock = createClock(now, { frozen: true });
  const app = createApp({ clock, config: { confirmDelayMs: -1, ...config } });
  const { store } = app.deps;
  return {
    app,
    store,
    clock,
    api: () => request(app),
    async tokenFor(rut: string, password = PASSWORD): Promise<string> {
      const res = await request(app).post('/api/socios/login').send({ rut, password });
      if (!res.body.token) throw new Error(`login failed for ${rut}: ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
  };
}

/** A registration that passes every rule (a new member, RUT 11.111.111-1). */
export const VALID_REGISTRATION = {
  rut: '11.111.111-1',
  nombres: 'Valentina',
  apellido: 'Reyes',
  segundo_apellido: 'Lagos',
  email: 'valentina.reyes@example.cl',
  email_confirm: 'valentina.reyes@example.cl',
  telefono: '',
  celular: '912345678',
  genero: 'f',
  pais: 'Chile',
  fecha_nacimiento: '1994-03-08',
  region: 13,
  comuna: 13120,
  direccion: 'Irarrázaval',
  direccion_nro: '3400',
  password: 'clave-segura',
  password_confirmation: 'clave-segura',
};
