// Test helpers for the fake API: an app on a pinned, frozen clock, and a logged-in agent per persona.
import { expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../app';
import { createClock } from '../clock';
import type { MockConfig } from '../config';
import { PASSWORD, PERSONAS, TEST_NOW } from '../../../test-support';
import { profileForm } from '../../../web/src/api/contract';

export { PASSWORD, PERSONAS };

/**
 * The 'Mis Datos' form's fields of a profile data answer, which also carries the session user's
 * names (SPEC §7 names none of its fields): what the SPA sends back to `profile/update`.
 */
export const formOf = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(profileForm.shape).map((k) => [k, data[k]]));

export function makeApp(now = TEST_NOW, config: Partial<MockConfig> = {}) {
  const clock = createClock(now, { frozen: true });
  const app = createApp({ clock, config: { confirmDelayMs: -1, ...config } });
  const { store } = app.deps;
  return {
    app,
    store,
    clock,
    api: () => request(app),
    /** A request with a member's bearer token (a JSON body for POST). */
    get: (path: string, token: string) => request(app).get(path).set(bearer(token)),
    post: (path: string, token: string, body: object = {}) =>
      request(app).post(path).set(bearer(token)).send(body),
    async tokenFor(rut: string, password = PASSWORD): Promise<string> {
      const res = await request(app).post('/api/socios/login').send({ rut, password });
      if (!res.body.token) throw new Error(`login failed for ${rut}: ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The form token a control-room page carries (its forms send it back as `_csrf`). */
export const formToken = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)![1]!;

/**
 * Sends one of the demo console's forms (`/__mock/console/<path>`) with the token its page carries,
 * as a browser would, and returns where the console sends the browser back (it answers 303).
 */
export async function postConsoleForm(
  t: ReturnType<typeof makeApp>,
  path: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const token = formToken((await t.api().get('/__mock')).text);
  const res = await t
    .api()
    .post(`/__mock/console/${path}`)
    .type('form')
    .send({ _csrf: token, ...fields });
  expect(res.status).toBe(303);
  return res.headers.location!;
}

/** A fresh app with a persona logged in: `const { t, token } = await loggedIn(PERSONAS.pedro)`. */
export async function loggedIn(rut: string, now?: string, config: Partial<MockConfig> = {}) {
  const t = makeApp(now, config);
  return { t, token: await t.tokenFor(rut) };
}

/** Table test: each [method, path] asked without a token answers 401. */
export function itAnswers401Without(
  routes: readonly (readonly ['get' | 'post', string])[],
  title = '%s %s answers 401',
) {
  it.each(routes)(title, async (method, path) => {
    const { api } = makeApp();
    expect((await api()[method](path)).status).toBe(401);
  });
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
