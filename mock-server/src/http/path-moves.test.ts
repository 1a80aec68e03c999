import { describe, expect, it } from 'vitest';
import { loggedIn, PERSONAS } from '../test/harness';
import { MOVED_API_PATHS } from '../../../test-support';
import { SPA_UNSHOWN_CALLS } from './path-moves';

describe('where the fake API serves the calls the spec does not show', () => {
  it('with VITE_API_PATHS, a moved call answers at its new path and 404 at the old one', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose, undefined, { paths: MOVED_API_PATHS });
    const moved = await t.get('/api/socios/mis-cuotas', token);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ cuotas_pendientes: 0 });
    expect((await t.get('/api/socios/profile/info-cuotas', token)).status).toBe(404);
    // parameters and queries travel with the move (María may invite Juan Carlos)
    const name = await t.get('/api/socios/nombre/15678234-3', token);
    expect(name.body).toEqual({ data: { nombre_completo: 'Juan Carlos González Muñoz' } });
    expect((await t.get('/api/socios/name/15678234-3', token)).status).toBe(404);
    expect((await t.get('/api/cuotas/valores?numero_cuotas=2', token)).status).toBe(200);
  });

  it('with unshown missing, every call the SPA makes beyond the spec answers 404, and the spec calls do not', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose, undefined, { unshown: 'missing' });
    expect(SPA_UNSHOWN_CALLS).toEqual(
      expect.arrayContaining([
        'GET socios/profile/info-cuotas',
        'GET payments/transbank/oneclick/card',
        'GET cuotas/configuracion',
        'GET fixtures/info',
        'POST socios/logout',
        'GET socios/account/invitations',
        'GET socios/account/guardian',
        'GET socios/name/{rut}',
      ]),
    );
    for (const path of [
      'socios/profile/info-cuotas',
      'payments/transbank/oneclick/card',
      'socios/name/15678234-3',
    ])
      expect((await t.get(`/api/${path}`, token)).status, path).toBe(404);
    expect((await t.post('/api/socios/logout', token)).status).toBe(404);
    expect((await t.get('/api/payments/transbank/oneclick/subscription', token)).body).toEqual({
      data: { user: expect.any(String) },
    });
    expect((await t.get('/api/socios/profile/cuotas/pendientes', token)).status).toBe(200);
  });
});
