import { describe, it, expect, vi, beforeEach } from 'vitest';
import * as z from 'zod/mini';
import { reader, request, toQuery, ApiError, apiUrl, failureMessage, setUnauthorizedHandler } from './client';
import { startSession, getSession } from '../session/session';
import { stubFetch } from '../test/render';
import { aSessionUser } from '../test/session-user';
import { EARLY_READS } from '../boot/handover';

const user = aSessionUser();
const anything = z.unknown();

describe('request helper (SPEC §7)', () => {
  beforeEach(() => setUnauthorizedHandler(() => {}));

  it('when VITE_API_URL is not set, calls go to /api/ + path', () => {
    expect(apiUrl('socios/login')).toBe('/api/socios/login');
  });

  it('when VITE_API_URL is set without a trailing slash, one is added', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.club.cl/v1');
    expect(apiUrl('socios/total')).toBe('https://api.club.cl/v1/socios/total');
    vi.unstubAllEnvs();
  });

  it('when there is a session, every call carries its bearer token', async () => {
    startSession('tok123', user);
    const calls = stubFetch(() => [200, {}]);
    await request('POST', 'socios/account/update-password', anything, { a: 1 });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok123');
  });

  it('when there is no session, no Authorization header is sent', async () => {
    const calls = stubFetch(() => [200, {}]);
    await request('GET', 'socios/total', anything);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('when a GET has a payload, it goes as a query string: empty and null dropped, arrays repeat the key', async () => {
    const calls = stubFetch(() => [200, []]);
    await request('GET', 'fixtures', anything, { a: '', b: null, c: undefined, d: 0, e: ['x', 'y'], f: 'ñ' });
    expect(calls[0]!.url).toBe('/api/fixtures?d=0&e=x&e=y&f=%C3%B1');
    expect(calls[0]!.body).toBeUndefined();
    expect(toQuery({ a: '' })).toBe('');
  });

  it('when a POST has a payload, it goes as JSON', async () => {
    const calls = stubFetch(() => [200, { ok: 1 }]);
    const result = await request('POST', 'socios/login', anything, { rut: '1', password: '2' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ rut: '1', password: '2' });
    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 }, validations: null });
  });

  it.each([400, 422, 500])('when the API answers %i, the body is returned as validations', async (status) => {
    stubFetch(() => [status, { message: 'm', errors: { rut: ['Rut no válido'] } }]);
    const result = await request('POST', 'socios/login', anything, {});
    expect(result).toEqual({
      ok: false,
      status,
      data: undefined,
      validations: { message: 'm', errors: { rut: ['Rut no válido'] } },
    });
  });

  it.each([403, 404, 429, 503])(
    'when the API answers %i, the result is empty with validations null',
    async (status) => {
      stubFetch(() => [status, { message: 'x' }]);
      expect(await request('GET', 'x', anything)).toEqual({
        ok: false,
        status,
        data: undefined,
        validations: null,
      });
    },
  );

  it('when the network fails, the result is empty with validations null and nothing throws', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await request('GET', 'x', anything)).toEqual({
      ok: false,
      status: 0,
      data: undefined,
      validations: null,
    });
  });

  it('when the API answers 401, the session is cleared and the app goes back to /', async () => {
    startSession('tok123', user);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => [401, { message: 'Unauthenticated.' }]);
    await request('GET', 'socios/profile', anything);
    expect(getSession().token).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  describe("a read the page's boot script started (web/src/boot/paint-first.ts)", () => {
    const early = (url: string, token: string, response: Promise<Response>, at = Date.now()) => {
      (window as unknown as Record<symbol, unknown>)[EARLY_READS] = { [url]: { token, at, response } };
    };
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

    it('is taken once, for its URL and token: its answer, parsed, and no request of its own', async () => {
      startSession('tok123', user);
      early('/api/socios/profile', 'tok123', answer({ from: 'boot' }));
      const calls = stubFetch(() => [200, { from: 'app' }]);
      expect((await request('GET', 'socios/profile', anything)).data).toEqual({ from: 'boot' });
      expect(calls).toHaveLength(0);
      expect((await request('GET', 'socios/profile', anything)).data).toEqual({ from: 'app' });
      expect(calls).toHaveLength(1);
    });

    it('is not taken with another token, when stale, or by a call that is not a read', async () => {
      startSession('tok123', user);
      const calls = stubFetch(() => [200, { from: 'app' }]);
      early('/api/socios/profile', 'someone-else', answer({ from: 'boot' }));
      expect((await request('GET', 'socios/profile', anything)).data).toEqual({ from: 'app' });
      early('/api/socios/profile', 'tok123', answer({ from: 'boot' }), Date.now() - 60_000);
      expect((await request('GET', 'socios/profile', anything)).data).toEqual({ from: 'app' });
      early('/api/socios/profile', 'tok123', answer({ from: 'boot' }));
      expect((await request('POST', 'socios/profile', anything, { a: 1 })).data).toEqual({ from: 'app' });
      expect(calls).toHaveLength(3);
    });

    it('when it failed (the network dropped), the app asks again', async () => {
      startSession('tok123', user);
      early('/api/socios/profile', 'tok123', Promise.reject(new TypeError('Failed to fetch')));
      const calls = stubFetch(() => [200, { from: 'app' }]);
      expect((await request('GET', 'socios/profile', anything)).data).toEqual({ from: 'app' });
      expect(calls[0]!.headers.Authorization).toBe('Bearer tok123');
    });
  });

  it('when the SWR reader gets a failure, it throws an ApiError carrying the result', async () => {
    stubFetch(() => [500, { message: 'boom' }]);
    await expect(reader(anything)(['cuotas/valores', { numero_cuotas: 3 }])).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    ['the network is down (status 0)', 0, null, 'Texto de la pantalla'],
    ['the server broke (500)', 500, { message: 'Server Error' }, 'Texto de la pantalla'],
    ['the gateway failed (502, no body)', 502, null, 'Texto de la pantalla'],
    [
      'the server refused with a reason (422)',
      422,
      { message: 'El RUT ya está asociado.' },
      'El RUT ya está asociado.',
    ],
    ['the server refused without a reason (400)', 400, {}, 'Texto de la pantalla'],
    [
      'the account may not do it (403)',
      403,
      null,
      'Tu cuenta no tiene permiso para hacer esto. Si crees que es un error, escríbenos a socios@example.cl.',
    ],
  ])('when %s, failureMessage says %j', (_case, status, validations, expected) => {
    const result = { ok: false as const, status, data: undefined, validations };
    expect(failureMessage(result, 'Texto de la pantalla')).toBe(expected);
  });
});
