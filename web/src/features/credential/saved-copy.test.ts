import { afterEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../test/mock-api';
import { request } from '../../api/client';
import { endpoints } from '../../api/contract';
import { feeInfoKey } from '../../api/shared/get-fee-info';
import { copySavedAt, SAVED_AT_HEADER } from './saved-copy';

const mock = startMockApi();

/** The in-process API's answers, with `mark` as the service worker's on each of them. */
function markedAs(mark: string) {
  const api = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await api(input, init);
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, mark);
    return new Response(await response.text(), { status: response.status, headers });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = api;
  };
}

const readFees = () => request('GET', feeInfoKey, endpoints.feeInfo.response);

describe('a copy kept on the device', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('when the worker answers with its kept copy, the read is known as a copy from that moment', async () => {
    await mock.loginAs('123456785');
    restore = markedAs('2026-11-20T15:00:00.000Z');
    await readFees();
    expect(copySavedAt(feeInfoKey)).toBe('2026-11-20T15:00:00.000Z');
  });

  it('when the API answers again, the read is fresh', async () => {
    await mock.loginAs('123456785');
    restore = markedAs('2026-11-20T15:00:00.000Z');
    await readFees();
    restore();
    await readFees();
    expect(copySavedAt(feeInfoKey)).toBeNull();
  });

  it('when the mark is not a date, it is not taken for one', async () => {
    await mock.loginAs('123456785');
    restore = markedAs('yesterday');
    await readFees();
    expect(copySavedAt(feeInfoKey)).toBeNull();
  });
});
