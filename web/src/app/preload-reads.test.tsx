import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR, { mutate, SWRConfig } from 'swr';
import { apiUrl } from '../api/client';
import { fetchMembersTotal, membersTotalKey } from '../features/dashboard/api/get-members-total';
import { MembersCounter } from '../features/dashboard/components/members-counter';
import { startSession } from '../session/session';
import { aSessionUser } from '../test/session-user';
import { renderAt } from '../test/render';
import { preloadRead, startReads, startReadsIntoCache } from './preload-reads';
import { swrOptions } from './swr-options';

/**
 * The API's `GET socios/total`, counting every request; each waits for `release()`, then answers
 * 1.000 × N members al día for the Nth (the screen tells which request it took), or fails as a
 * dropped connection does while `offline`. Any other call is not this test's and is not counted: the
 * files of a worker share the page (vitest.config.ts), and a timer an earlier file left (a read's
 * retry, a background download) may call the API through this stub.
 */
function membersTotalApi({ offline = false } = {}) {
  const requests: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    if (String(input) !== apiUrl(membersTotalKey)) return new Response(null, { status: 404 });
    requests.push(String(input));
    const n = requests.length;
    await released;
    if (offline) throw new TypeError('Failed to fetch');
    return Response.json({ total: 1000 * n });
  }) as typeof fetch;
  return { requests, release, reconnect: () => (offline = false) };
}

const startMembersTotal = () => startReads([membersTotalKey, fetchMembersTotal]);

// startReadsIntoCache writes to SWR's own cache, the app's (root.tsx gives no other): emptied after
// each test, since the files of a worker share it.
afterEach(() => mutate(() => true, undefined, { revalidate: false }));

describe('reads started before their screen', () => {
  it("the screen's hook takes over the read its route's loader started, in flight: one request", async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi();
    startMembersTotal();
    renderAt(<MembersCounter />);
    // Mounted while the loader's request is still on its way.
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    api.release();
    expect(await screen.findByText('1.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(api.requests).toEqual([apiUrl(membersTotalKey)]);
  });

  it('a started read is taken once: a block that mounts after its hook took it asks the API', async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi();
    api.release();
    startMembersTotal();
    renderAt(<MembersCounter />);
    expect(await screen.findByText('1.000', { selector: '.sr-only' })).toBeInTheDocument();
    renderAt(<MembersCounter />);
    expect(await screen.findByText('2.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('a read started twice before its hook mounts is one request', async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi();
    startMembersTotal();
    startMembersTotal();
    api.release();
    renderAt(<MembersCounter />);
    expect(await screen.findByText('1.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('a started read that failed is not handed to a hook that mounts later: it asks again', async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi({ offline: true });
    api.release();
    await expect(preloadRead(membersTotalKey, fetchMembersTotal)).rejects.toThrow();
    // The connection is back before the block mounts (the dashboard's total owed, after the status).
    api.reconnect();
    renderAt(<MembersCounter />);
    expect(await screen.findByText('2.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('a hook that took a read in flight which then fails shows the failure, and Reintentar asks again', async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi({ offline: true });
    // A loader's read: its failure reaches the block through the hook, not the loader.
    startMembersTotal();
    renderAt(<MembersCounter />);
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    api.release();
    const retry = await screen.findByRole('button', { name: /Reintentar/ });
    expect(api.requests).toHaveLength(1);
    api.reconnect();
    await userEvent.setup().click(retry);
    expect(await screen.findByText('2.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('without a session nothing is read: the guard sends the visitor to the login', () => {
    const api = membersTotalApi();
    expect(startMembersTotal()).toEqual([]);
    expect(startReadsIntoCache([membersTotalKey, fetchMembersTotal])).toEqual([]);
    expect(api.requests).toEqual([]);
  });
});

describe('reads started into the cache', () => {
  /** What a hook of `key` held in each render, in SWR's own cache as the app's root configures it. */
  function renderHookOf(key: string, fetcher: (key: string) => Promise<unknown>) {
    const renders: unknown[] = [];
    function Block() {
      renders.push(useSWR(key, fetcher).data);
      return null;
    }
    render(
      <SWRConfig value={swrOptions}>
        <Block />
      </SWRConfig>,
    );
    return renders;
  }

  it("an answer that came before the screen mounted is in the hook's first render, with no new request", async () => {
    startSession('token', aSessionUser());
    let requests = 0;
    const fetcher = async () => ({ answer: ++requests });
    const [read] = startReadsIntoCache(['test/into-cache', fetcher]);
    await read;
    const renders = renderHookOf('test/into-cache', fetcher);
    expect(renders[0]).toEqual({ answer: 1 });
    // Its revalidation on mount took the read the loader started.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toBe(1);
  });

  it('a failed read leaves the cache empty and the promise settled: the hook asks again', async () => {
    startSession('token', aSessionUser());
    let requests = 0;
    const fetcher = async () => {
      if (++requests === 1) throw new TypeError('Failed to fetch');
      return { answer: requests };
    };
    const [read] = startReadsIntoCache(['test/into-cache-failed', fetcher]);
    await expect(read).resolves.toBeUndefined();
    const renders = renderHookOf('test/into-cache-failed', fetcher);
    expect(renders[0]).toBeUndefined();
    await waitFor(() => expect(renders.at(-1)).toEqual({ answer: 2 }));
  });
});
