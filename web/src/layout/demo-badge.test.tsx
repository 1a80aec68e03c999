import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
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
