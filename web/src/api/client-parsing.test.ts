// The edge (ARCHITECTURE §3): every answer is parsed before a screen sees it — tolerant where real
// backends vary and the meaning is plain, strict otherwise (a failed request, never garbage).
import { describe, it, expect, beforeEach } from 'vitest';
import { reader, request, setUnauthorizedHandler, ApiError } from './client';
import { stubFetch } from '../test/render';
import { feeInfo, paymentsHistory, associatedAccounts, savedCardResponse } from './contract';

const FEE_INFO = {
  incorporacion: 10000,
  valor_cuota: 2000,
  min_cuotas: 1,
  numero_cuotas: 24,
  al_dia_hasta: '2026-08',
  puede_regularizar: false,
  cuotas_pendientes: 3,
};

/** Answers one body with status 200 and a content type the test chooses. */
function answer(body: string, contentType = 'application/json') {
  globalThis.fetch = (async () =>
    new Response(body, { status: 200, headers: { 'Content-Type': contentType } })) as typeof fetch;
}

describe('request helper: parse at the edge', () => {
  beforeEach(() => setUnauthorizedHandler(() => {}));

  it('when the answer has the contract shape, it is handed over as is', async () => {
    stubFetch(() => [200, FEE_INFO]);
    expect(await request('GET', 'socios/profile/info-cuotas', feeInfo)).toMatchObject({
      ok: true,
      data: FEE_INFO,
    });
  });

  it('when numbers come as text (PHP backends), they are numbers for the screens', async () => {
    const asText = Object.fromEntries(
      Object.entries(FEE_INFO).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
    );
    stubFetch(() => [200, asText]);
    const result = await request('GET', 'socios/profile/info-cuotas', feeInfo);
    expect(result.data).toEqual(FEE_INFO);
    expect(result.data!.valor_cuota * 3).toBe(6000);
  });

  it('when booleans come as 1/0, they are booleans', async () => {
    stubFetch(() => [200, { ...FEE_INFO, puede_regularizar: 0 }]);
    expect((await request('GET', 'x', feeInfo)).data?.puede_regularizar).toBe(false);
  });

  it('when a list comes as null, it is an empty list', async () => {
    stubFetch(() => [200, { history: [], history_extra: null }]);
    expect((await request('GET', 'x', paymentsHistory)).data).toEqual({ history: [], history_extra: [] });
    stubFetch(() => [200, { data: null }]);
    expect((await request('GET', 'x', associatedAccounts)).data).toEqual({ data: [] });
  });

  it('when the body has an extra { data } wrapper, it is unwrapped', async () => {
    stubFetch(() => [200, { data: FEE_INFO }]);
    expect((await request('GET', 'x', feeInfo)).data).toEqual(FEE_INFO);
  });

  it('when the spec shows { data } and the API sends the bare value, it is accepted', async () => {
    stubFetch(() => [200, []]);
    expect((await request('GET', 'x', associatedAccounts)).data).toEqual({ data: [] });
    stubFetch(() => [200, { data: null }]);
    expect((await request('GET', 'x', savedCardResponse)).data).toEqual({ data: null });
  });

  it.each([
    [
      'an HTML page (a static host answering /api)',
      '<!doctype html><html><body>shell</body></html>',
      'text/html',
    ],
    ['an empty body', '', 'application/json'],
    ['an empty object', '{}', 'application/json'],
    [
      'a required field missing',
      JSON.stringify({ ...FEE_INFO, cuotas_pendientes: undefined }),
      'application/json',
    ],
    [
      'a number that is not a number',
      JSON.stringify({ ...FEE_INFO, valor_cuota: 'dos mil' }),
      'application/json',
    ],
    [
      'a month in another format',
      JSON.stringify({ ...FEE_INFO, al_dia_hasta: 'agosto' }),
      'application/json',
    ],
  ])('when a 200 carries %s, the request failed (unreadable), with no data', async (_case, body, type) => {
    answer(body, type);
    const result = await request('GET', 'socios/profile/info-cuotas', feeInfo);
    expect(result).toMatchObject({
      ok: false,
      status: 200,
      data: undefined,
      validations: null,
      unreadable: true,
    });
  });

  it('when the SWR reader gets an unreadable answer, it throws so the screen offers a retry', async () => {
    answer('<html></html>', 'text/html');
    await expect(reader(feeInfo)('socios/profile/info-cuotas')).rejects.toBeInstanceOf(ApiError);
  });

  it('when a 422 body has messages as text instead of lists, the message is still shown', async () => {
    stubFetch(() => [422, { message: 'RUT inválido', errors: { rut: 'no' } }]);
    const result = await request('POST', 'x', feeInfo, {});
    expect(result.validations?.message).toBe('RUT inválido');
  });
});

describe('request helper: what is not tolerated', () => {
  it('when a wrapped body is missing its lists, it is not read as empty lists', async () => {
    stubFetch(() => [200, { data: { history: [] } }]);
    expect((await request('GET', 'x', paymentsHistory)).ok).toBe(false);
    stubFetch(() => [200, {}]);
    expect((await request('GET', 'x', paymentsHistory)).ok).toBe(false);
  });
});
