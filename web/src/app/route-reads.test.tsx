import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl } from '../api/client';
import { membersTotalKey } from '../features/dashboard/api/get-members-total';
import { MembersCounter } from '../features/dashboard/components/members-counter';
import { startSession } from '../session/session';
import { aSessionUser } from '../test/session-user';
import { renderAt } from '../test/render';
import { startRead, startReads } from './route-reads';

/**
 * The API's `GET socios/total`, counting every request; each waits for `release()`, then answers
 * 1.000 × N members al día for the Nth (the screen tells which request it took), or fails as a
 * dropped connection does while `offline`.
 */
function membersTotalApi({ offline = false } = {}) {
  const requests: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    const n = requests.length;
    await released;
    if (offline) throw new TypeError('Failed to fetch');
    return Response.json({ total: 1000 * n });
  }) as typeof fetch;
  return { requests, release, reconnect: () => (offline = false) };
}

describe('reads started before their screen', () => {
  it("the screen's hook takes over the read its route loader started, in flight: one request", async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi();
    startReads(['membersTotal'])();
    renderAt(<MembersCounter />);
    // Mounted while the loader's request is still on its way.
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    api.release();
    expect(await screen.findByText('1.000', { selector: '.sr-only' })).toBeInTheDocument();
    expect(api.requests).toEqual([apiUrl(membersTotalKey)]);
  });

  it('a started read that failed is not handed to a hook that mounts later: it asks again', async () => {
    startSession('token', aSessionUser());
    const api = membersTotalApi({ offline: true });
    api.release();
    await expect(startRead('membersTotal')).rejects.toThrow();
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
    // Not awaited here: its failure reaches the block as a state update, which the test waits for
    // on the screen (awaited outside of it, React warned of an update outside act()).
    void startRead('membersTotal');
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
});
