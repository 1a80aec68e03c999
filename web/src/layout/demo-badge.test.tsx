import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { startMockApi } from '../test/mock-api';
import { renderAt, stubFetch } from '../test/render';
import { DemoBadge } from './demo-badge';
import { useDemoHealth } from '../api/shared/get-demo-health';

/** Says when the badge's read has been answered (the same SWR key), so "no badge" is checked after it. */
function HealthAnswered() {
  const { data, error } = useDemoHealth();
  return data === undefined && error === undefined ? null : <p>health answered</p>;
}

/** Past the moment the badge asks (the page's load and a quiet second, here): it has its answer. */
const badgeSettled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));

/** The badge beside a reader of the same health answer, until both have it and the badge has settled. */
async function renderUntilBadgeSettled() {
  renderAt(
    <>
      <DemoBadge />
      <HealthAnswered />
    </>,
  );
  await screen.findByText('health answered');
  await badgeSettled();
}

describe("the header's DEMO badge", () => {
  const mock = startMockApi();

  it("against the fake API, says it is a demo with the demo's date and links to the console", async () => {
    renderAt(<DemoBadge />);
    // It asks once the screen's content has settled (a second after the page's load, here).
    const badge = await screen.findByRole('link', { name: 'DEMO · hoy 21 nov 2026' });
    expect(badge).toHaveAttribute('href', '/__mock');
  });

  it("when staff move the demo's clock and the tab comes back, the badge says the new day and the screen's reads are asked again", async () => {
    let reads = 0;
    function Screen() {
      const { data } = useSWR('some/screen-read', async () => ++reads);
      return <p>read {data}</p>;
    }
    renderAt(
      <>
        <DemoBadge />
        <Screen />
      </>,
    );
    await screen.findByRole('link', { name: 'DEMO · hoy 21 nov 2026' });
    expect(screen.getByText('read 1')).toBeInTheDocument();
    mock.clock.set('2026-12-21T12:00:00-03:00');
    // Staff spent a while in the console's tab: past SWR's 5 s between re-reads on focus.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(await screen.findByRole('link', { name: 'DEMO · hoy 21 dic 2026' })).toBeInTheDocument();
      // Asked again (the focus re-reads every read too; the new day asks once more).
      await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
      expect(await screen.findByText(`read ${reads}`)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with the control room off, there is no badge', async () => {
    mock.config.control = false;
    try {
      await renderUntilBadgeSettled();
      expect(screen.queryByRole('link', { name: /DEMO/ })).toBeNull();
    } finally {
      mock.config.control = true;
    }
  });

  it("against a real API's own health answer, there is no badge", async () => {
    let asked = false;
    stubFetch((_method, url) => {
      asked ||= url.endsWith('/health');
      return [200, { status: 'ok' }];
    });
    await renderUntilBadgeSettled();
    expect(asked).toBe(true);
    expect(screen.queryByRole('link', { name: /DEMO/ })).toBeNull();
  });
});
