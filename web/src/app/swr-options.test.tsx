import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { ApiError, type ApiResult } from '../api/client';
import { LoadError, LOAD_ERROR_TEXT, ScreenFailures } from '../components/load-error';
import { READ_RETRY_MAX_MS, retriesByItself, retryDelay, swrOptions } from './swr-options';

const failure = (status: number, extra: Partial<ApiResult<unknown>> = {}) =>
  new ApiError({ ok: false, status, data: undefined, validations: null, ...extra } as ApiResult<unknown>);

describe('which failed reads retry by themselves', () => {
  it('when the network failed or the API answered 5xx, the read is asked again', () => {
    expect(retriesByItself(failure(0))).toBe(true);
    expect(retriesByItself(failure(503))).toBe(true);
    expect(retriesByItself(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('when the API answered 4xx or an answer the contract cannot read, it is not', () => {
    expect(retriesByItself(failure(401))).toBe(false);
    expect(retriesByItself(failure(404, { notServed: true }))).toBe(false);
    expect(retriesByItself(failure(200, { unreadable: true }))).toBe(false);
  });

  it('when retries follow one another, each waits longer, never more than the cap', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, middle))).toEqual([
      1000,
      2000,
      4000,
      8000,
      8000,
      READ_RETRY_MAX_MS,
    ]);
    expect(retryDelay(1, () => 0)).toBe(750);
    expect(retryDelay(1, () => 1)).toBe(1250);
  });
});

let calls = 0;
function Block() {
  const { data, error, mutate } = useSWR('/bloque', async () => {
    calls += 1;
    if (calls === 1) throw failure(500);
    return 'contenido del bloque';
  });
  if (error && !data) return <LoadError error={error} onRetry={() => mutate()} />;
  return <p>{data ?? 'cargando'}</p>;
}

describe('a screen a blip broke', () => {
  it('when a later attempt succeeds, the content shows and the screen’s failure message clears, without a tap', async () => {
    render(
      <SWRConfig value={{ ...swrOptions, provider: () => new Map(), dedupingInterval: 0 }}>
        <ScreenFailures>
          <Block />
        </ScreenFailures>
      </SWRConfig>,
    );
    expect(await screen.findByText(LOAD_ERROR_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('contenido del bloque')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR_TEXT)).not.toBeInTheDocument();
  });
});
