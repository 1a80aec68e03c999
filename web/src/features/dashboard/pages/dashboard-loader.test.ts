// The dashboard's route loader: the payment status and the family decide the screen's layout, so
// the screen waits for them before its first render, but never more than 2.5 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mutate } from 'swr';
import { apiUrl } from '../../../api/client';
import { endpoints, type Endpoint } from '../../../api/contract';
import { associatedAccountsKey } from '../../../api/shared/get-associated-accounts';
import { feeInfoKey } from '../../../api/shared/get-fee-info';
import { startSession } from '../../../session/session';
import { arbitraryOf } from '../../../test/schema-arbitrary';
import { aSessionUser } from '../../../test/session-user';
import { clientLoader } from './dashboard-page';

const WAIT_MS = 2500;
const EXPIRED = 'dashboard-layout-wait-expired';

/** A valid answer of the endpoint whose path is `key` (the contract's own schema). */
const answerOf = (key: string) => {
  const endpoint = Object.values(endpoints as Record<string, Endpoint>).find((e) => e.path === key)!;
  return fc.sample(arbitraryOf(endpoint.response as never), { seed: 7, numRuns: 1 })[0];
};

/**
 * The API: the payment status and the family each answer when released; every other read the loader
 * starts stays on its way (the loader does not wait for them).
 */
function heldApi() {
  const gates = new Map(
    [feeInfoKey, associatedAccountsKey].map((key) => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return [apiUrl(key), { key, open, opened }] as const;
    }),
  );
  const requests: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    const gate = gates.get(String(input));
    if (!gate) return new Promise<never>(() => {});
    await gate.opened;
    return Response.json(answerOf(gate.key));
  }) as typeof fetch;
  return { requests, release: (key: string) => gates.get(apiUrl(key))!.open() };
}

/** The loader started, and whether it has returned yet. */
function startLoader() {
  const state = { done: false };
  void clientLoader().then(() => (state.done = true));
  return state;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks(EXPIRED);
  // The answers went into SWR's own cache, which the files of a worker share.
  return mutate(() => true, undefined, { revalidate: false });
});

describe("the dashboard's route loader", () => {
  it('returns once the payment status and the family are here, with no mark of an expired wait', async () => {
    startSession('token', aSessionUser());
    const api = heldApi();
    const loader = startLoader();
    api.release(feeInfoKey);
    await vi.advanceTimersByTimeAsync(100);
    // The status alone does not do: the family decides the layout too.
    expect(loader.done).toBe(false);
    api.release(associatedAccountsKey);
    await vi.waitFor(() => expect(loader.done).toBe(true));
    expect(performance.getEntriesByName(EXPIRED)).toHaveLength(0);
    // Every block's read was started, not only the two it waits for.
    expect(api.requests.length).toBeGreaterThan(2);
  });

  it('returns after 2.5 s when they have not come, and marks the page so', async () => {
    startSession('token', aSessionUser());
    heldApi();
    const loader = startLoader();
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(loader.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.done).toBe(true);
    expect(performance.getEntriesByName(EXPIRED)).toHaveLength(1);
  });

  it('without a session returns at once and reads nothing', async () => {
    const api = heldApi();
    const loader = startLoader();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.done).toBe(true);
    expect(api.requests).toEqual([]);
  });
});
