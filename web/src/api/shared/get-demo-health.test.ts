// `GET health` is the fake API's own: against the club's API, which need not serve it, it is asked
// at most once a page load, and neither its absence nor that API's own answer is logged anywhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/render';
import { BATCH_MS, resetDriftReports } from '../contract-report';
import { fetchDemoHealth, forgetDemoHealth } from './get-demo-health';

const beacons: string[] = [];
beforeEach(() => {
  vi.stubEnv('VITE_CONTRACT_REPORT_URL', '/__mock/contract-reports');
  resetDriftReports();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => beacons.push(body) > 0,
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Past the drift reporter's batch, and the page hidden: anything reported has gone by now. */
const reportsSent = async () => {
  await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 100));
  window.dispatchEvent(new Event('pagehide'));
  return beacons;
};

describe('the demo probe, GET health', () => {
  it.each([404, 405, 501])(
    'when the API answers %i, it is asked once a page load and nothing is logged or reported',
    async (status) => {
      forgetDemoHealth();
      const warn = vi.spyOn(console, 'warn');
      const calls = stubFetch(() => [status, { message: 'Not Found' }]);
      for (let i = 0; i < 3; i++) await expect(fetchDemoHealth()).resolves.toBeNull();
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/health']);
      expect(warn).not.toHaveBeenCalled();
      expect(await reportsSent()).toEqual([]);
      // the next page load asks again
      forgetDemoHealth();
      await fetchDemoHealth();
      expect(calls).toHaveLength(2);
    },
  );

  it("when the club's API answers its own health, there is no badge, no drift report, and no second ask", async () => {
    const calls = stubFetch(() => [200, { status: 'up', version: '3.1' }]);
    await expect(fetchDemoHealth()).resolves.toBeNull();
    await expect(fetchDemoHealth()).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    expect(await reportsSent()).toEqual([]);
  });

  it("when it is the demo, its answer is asked for again (the demo's clock runs)", async () => {
    const calls = stubFetch(() => [200, { status: 'ok', control: true, today: '2026-11-21' }]);
    await expect(fetchDemoHealth()).resolves.toMatchObject({ today: '2026-11-21' });
    await fetchDemoHealth();
    expect(calls).toHaveLength(2);
  });
});
