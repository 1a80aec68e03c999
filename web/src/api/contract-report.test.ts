// With VITE_CONTRACT_REPORT_URL set, answers off the contract are reported to the club in one beacon
// per batch: the call as a template, the verdict and the schema paths — never a value — each drift
// once, at most MAX_REPORTS a page load; without the setting nothing is sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { BATCH_MS, MAX_REPORTS, callTemplate, reportDrift, resetDriftReports } from './contract-report';

const history = z.object({ data: z.array(z.object({ monto: z.number(), rut: z.string() })) });
const sent: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  resetDriftReports();
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => sent.push(body) > 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const batches = () => sent.map((b) => JSON.parse(b) as { reports: Record<string, unknown>[] });

describe('drift reports', () => {
  it('sends one batch with the call template, verdict and paths, and no value of the answer', () => {
    vi.stubEnv('VITE_CONTRACT_REPORT_URL', '/__mock/contract-reports');
    const body = { data: [{ monto: '7500', rut: '12345678-5' }] };
    reportDrift('GET', 'socios/account/payments/history', 'tolerated', history, body);
    reportDrift('GET', 'payments/info/1042', 'breaking', history, {});
    expect(sent).toEqual([]); // gathered first
    vi.advanceTimersByTime(BATCH_MS);
    expect(batches()).toEqual([
      {
        reports: [
          {
            call: 'GET socios/account/payments/history',
            verdict: 'tolerated',
            missing: [],
            mistyped: ['data[].monto'],
          },
          { call: 'GET payments/info/{id}', verdict: 'breaking', missing: ['data'], mistyped: [] },
        ],
      },
    ]);
    expect(sent[0]).not.toContain('12345678');
    expect(sent[0]).not.toContain('7500');
  });

  it('reports each drift once and at most MAX_REPORTS a page load', () => {
    vi.stubEnv('VITE_CONTRACT_REPORT_URL', '/r');
    for (let i = 0; i < 3; i++) reportDrift('GET', 'socios/total', 'breaking', history, {});
    for (let i = 0; i < MAX_REPORTS * 2; i++)
      reportDrift('GET', `c${'a'.repeat(i + 1)}`, 'breaking', history, {});
    vi.advanceTimersByTime(BATCH_MS);
    const reports = batches().flatMap((b) => b.reports);
    expect(reports).toHaveLength(MAX_REPORTS);
    expect(reports.filter((r) => r.call === 'GET socios/total')).toHaveLength(1);
  });

  it('a page hidden before the batch is due sends it at once', () => {
    vi.stubEnv('VITE_CONTRACT_REPORT_URL', '/r');
    reportDrift('GET', 'socios/total', 'breaking', history, {});
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(1);
  });

  it('without VITE_CONTRACT_REPORT_URL nothing is sent', () => {
    reportDrift('GET', 'socios/total', 'breaking', history, {});
    vi.advanceTimersByTime(BATCH_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });

  it('a RUT or an id in a path is data: the call is its template', () => {
    expect(callTemplate('GET', 'socios/name/12345678-5')).toBe('GET socios/name/{id}');
    expect(callTemplate('GET', '/payments/info/7?x=1')).toBe('GET payments/info/{id}');
  });
});

describe('a body cut short', () => {
  it('when the answer stops midway (the member left the page), the request is a connection failure and nothing is reported', async () => {
    vi.stubEnv('VITE_CONTRACT_REPORT_URL', '/__mock/contract-reports');
    const { request } = await import('./client');
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"cuotas": 3, "ena'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', async () => new Response(cut, { status: 200 }));
    const result = await request('GET', 'socios/account/payments/config', history);
    vi.unstubAllGlobals();
    expect(result).toMatchObject({ ok: false, status: 0 });
    vi.advanceTimersByTime(BATCH_MS);
    expect(sent).toEqual([]);
  });
});
