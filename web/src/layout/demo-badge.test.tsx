import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { startMockApi } from '../test/mock-api';
import { renderAt, stubFetch } from '../test/render';
import { DemoBadge } from './demo-badge';

describe("the header's DEMO badge", () => {
  const mock = startMockApi();

  it("against the fake API, says it is a demo with the demo's date and links to the console", async () => {
    renderAt(<DemoBadge />);
    const badge = await screen.findByRole('link', { name: 'DEMO · hoy 21 nov 2026' });
    expect(badge).toHaveAttribute('href', '/__mock');
  });

  it('with the control room off, there is no badge', async () => {
    mock.config.control = false;
    try {
      renderAt(<DemoBadge />);
      await new Promise((r) => setTimeout(r, 300));
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
    renderAt(<DemoBadge />);
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toBe(true);
    expect(screen.queryByRole('link', { name: /DEMO/ })).toBeNull();
  });
});
