import { describe, it, expect } from 'vitest';
import { makeApp } from '../test/harness';

describe('MOCK_LATENCY_MS and MOCK_FAIL_RATE', () => {
  it('when the fail rate is 1, every API call answers 500 in the contract shape', async () => {
    const { api } = makeApp(undefined, { failRate: 1 });
    const res = await api().get('/api/socios/total');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: expect.stringContaining('MOCK_FAIL_RATE') });
  });

  it('when the fail rate is 1 and the browser itself lands on the API, it gets a Spanish page with Reintentar', async () => {
    const { api } = makeApp(undefined, { failRate: 1 });
    const res = await api()
      .get('/api/payments/webpay/return?token_ws=abc')
      .set('Accept', 'text/html,*/*;q=0.8');
    expect(res.status).toBe(500);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('No pudimos completar esta operación');
    expect(res.text).toContain('<a href="">Reintentar</a>');
  });

  it('when the fail rate is 1, the control room still answers (a demo can be rescued)', async () => {
    const { api } = makeApp(undefined, { failRate: 1 });
    expect((await api().post('/__mock/reset')).status).toBe(200);
  });

  it('when the fail rate is 0, nothing fails', async () => {
    const { api } = makeApp(undefined, { failRate: 0 });
    const codes = await Promise.all(Array.from({ length: 20 }, () => api().get('/api/socios/total')));
    expect(codes.every((r) => r.status === 200)).toBe(true);
  });

  it('when the fail rate is 0.5, some calls fail and some do not', async () => {
    const { api } = makeApp(undefined, { failRate: 0.5 });
    const codes = new Set<number>();
    for (let i = 0; i < 60 && codes.size < 2; i++) codes.add((await api().get('/api/interests')).status);
    expect([...codes].sort()).toEqual([200, 500]);
  });

  it('when a latency is set, API answers wait that long', async () => {
    const { api } = makeApp(undefined, { latencyMs: 120 });
    const started = performance.now();
    const res = await api().get('/api/socios/total');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
