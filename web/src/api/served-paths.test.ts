// The request helper against an API that moves or lacks the calls SPEC §7 does not show.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiUrl, reader, request, setUnauthorizedHandler } from './client';
import { stubFetch } from '../test/render';
import { endpoints } from './contract';
import { closeSession, startSession } from '../session/session';
import { aSessionUser } from '../test/session-user';

const anything = z.unknown();

describe('calls the spec does not show', () => {
  beforeEach(() => {
    setUnauthorizedHandler(() => {});
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('go where VITE_API_PATHS moves them, parameters and query kept; the spec’s own calls stay', async () => {
    vi.stubEnv(
      'VITE_API_PATHS',
      '{"socios/profile/info-cuotas":"socios/mis-cuotas","socios/name/{rut}":"socios/nombre/{rut}"}',
    );
    const calls = stubFetch(() => [200, {}]);
    await request('GET', 'socios/profile/info-cuotas', anything);
    await request('GET', 'socios/name/15678234-3', anything);
    await request('GET', 'cuotas/valores', anything, { numero_cuotas: 3 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/socios/mis-cuotas',
      '/api/socios/nombre/15678234-3',
      '/api/cuotas/valores?numero_cuotas=3',
    ]);
    // The boot script's early reads are named by the same function.
    expect(apiUrl(endpoints.feeInfo.path)).toBe('/api/socios/mis-cuotas');
  });

  it('answered 404, 405 or 501 are "not served": asked once a session, and the screen does without', async () => {
    for (const status of [404, 405, 501]) {
      sessionStorage.clear();
      const calls = stubFetch(() => [status, { message: 'Not Found' }]);
      const fallback = vi.fn(() => ({ data: null }));
      const read = reader(endpoints.savedCard.response, fallback);
      await expect(read(endpoints.savedCard.path)).resolves.toEqual({ data: null });
      await expect(read(endpoints.savedCard.path)).resolves.toEqual({ data: null });
      expect(calls).toHaveLength(1);
      expect(fallback).toHaveBeenCalledTimes(2);
    }
  });

  it('when the session ends or another starts, a call remembered as not served is asked again', async () => {
    const calls = stubFetch(() => [404, { message: 'Not Found' }]);
    const read = reader(endpoints.savedCard.response, () => ({ data: null }));
    startSession('token-juan', aSessionUser());
    await read(endpoints.savedCard.path);
    await read(endpoints.savedCard.path); // the same session: not asked again, on any screen
    expect(calls).toHaveLength(1);
    closeSession();
    startSession('token-maria', aSessionUser());
    await read(endpoints.savedCard.path);
    expect(calls).toHaveLength(2);
    // a sign-in alone forgets it too (a new member over a session that was never closed)
    startSession('token-pedro', aSessionUser());
    await read(endpoints.savedCard.path);
    expect(calls).toHaveLength(3);
  });

  it('a spec call answered 404 is a failure, never taken for a missing call', async () => {
    const calls = stubFetch(() => [404, {}]);
    const read = reader(endpoints.pendingDues.response);
    await expect(read(endpoints.pendingDues.path)).rejects.toThrow();
    await expect(read(endpoints.pendingDues.path)).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it('a call by parameter answered 404 is not remembered: it is asked again', async () => {
    const calls = stubFetch(() => [404, {}]);
    const first = await request('GET', 'vouchers/1/link', anything, undefined, { unshown: 'once' });
    expect(first.ok === false && first.notServed).toBe(true);
    await request('GET', 'vouchers/1/link', anything, undefined, { unshown: 'once' });
    expect(calls).toHaveLength(2);
  });

  it('a 500 or no connection is not "not served": the screen offers to try again', async () => {
    stubFetch(() => [500, {}]);
    const result = await request('GET', endpoints.feeInfo.path, anything, undefined, { unshown: 'remember' });
    expect(result.ok === false && result.notServed).toBeFalsy();
  });
});
