import { describe, it, expect } from 'vitest';
import { loggedIn, makeApp, PERSONAS } from '../test/harness';

describe('GET /__mock/members', () => {
  it('when listed, shows each member as stored, with open sessions, and never a password hash or legacy token', async () => {
    const { t } = await loggedIn(PERSONAS.mariaJose);
    const res = await t.api().get('/__mock/members');
    expect(res.status).toBe(200);
    const maria = res.body.find((m: { rut: string }) => m.rut === PERSONAS.mariaJose);
    expect(maria).toMatchObject({ id: 1, nombre: 'María José', email: 'maria.jose@example.cl', sessions: 1 });
    const tomas = res.body.find((m: { rut: string }) => m.rut === '214365871');
    expect(tomas).toMatchObject({ guardianId: 1, sessions: 0 });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|legacy_auth_token|legacy-1-/);
  });

  it('when the control room is off, there is no member list', async () => {
    const res = await makeApp(undefined, { control: false }).api().get('/__mock/members');
    expect(res.status).toBe(404);
  });
});
