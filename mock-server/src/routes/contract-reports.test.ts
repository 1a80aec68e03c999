// The SPA's drift reports (VITE_CONTRACT_REPORT_URL) reach the fake API as beacons — JSON sent as
// text/plain, without the staff key or any custom header — and the demo console lists them; a report
// carries a call, a verdict and schema paths only (anything else is refused), and the list is bounded.
import { describe, expect, it } from 'vitest';
import { makeApp } from '../test/harness';
import { MAX_KEPT } from '../http/contract-reports';

const REPORT = {
  call: 'GET socios/account/payments/history',
  verdict: 'tolerated',
  missing: [],
  mistyped: ['history[].monto'],
};
const beacon = (t: ReturnType<typeof makeApp>, body: unknown) =>
  t
    .api()
    .post('/__mock/contract-reports')
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set('Sec-Fetch-Site', 'same-origin')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

describe('POST /__mock/contract-reports', () => {
  it('takes a beacon without the staff key, and the console lists it with its call, verdict and paths', async () => {
    const t = makeApp(undefined, { controlKey: 'clave-del-personal' });
    expect((await beacon(t, { reports: [REPORT] })).status).toBe(204);
    // reading them is the staff's: the key is asked for
    expect((await t.api().get('/__mock/contract-reports').set('Accept', 'application/json')).status).toBe(
      401,
    );
    const list = await t.api().get('/__mock/contract-reports').set('X-Mock-Key', 'clave-del-personal');
    expect(list.body).toEqual([{ ...REPORT, at: expect.any(String) }]);
    const page = await t.api().get('/__mock').set('X-Mock-Key', 'clave-del-personal');
    expect(page.text).toContain('Respuestas fuera del contrato');
    expect(page.text).toContain(
      '<code>GET socios/account/payments/history</code> · tolerada (el portal la absorbió) · otro tipo: <code>history[].monto</code>',
    );
  });

  it.each([
    ['a value beside the paths', { reports: [{ ...REPORT, value: '12.345.678-5' }] }],
    ['a call that is not a call', { reports: [{ ...REPORT, call: '<script>alert(1)</script>' }] }],
    ['an unknown verdict', { reports: [{ ...REPORT, verdict: 'fine' }] }],
    ['more than 20 in one beacon', { reports: Array.from({ length: 21 }, () => REPORT) }],
    ['no JSON', 'reports=1'],
  ])('refuses %s with a 422, and lists nothing', async (_name, body) => {
    const t = makeApp();
    expect((await beacon(t, body)).status).toBe(422);
    expect((await t.api().get('/__mock/contract-reports')).body).toEqual([]);
  });

  it(`keeps the newest ${MAX_KEPT}, and 'Restablecer datos' empties the list`, async () => {
    const t = makeApp();
    for (let i = 0; i < 6; i++)
      await beacon(t, {
        reports: Array.from({ length: 20 }, (_, j) => ({ ...REPORT, call: `GET c/${i}/${j}` })),
      });
    const list = (await t.api().get('/__mock/contract-reports')).body as { call: string }[];
    expect(list).toHaveLength(MAX_KEPT);
    expect(list[0]!.call).toBe('GET c/5/19');
    expect((await t.api().post('/__mock/reset')).status).toBe(200);
    expect((await t.api().get('/__mock/contract-reports')).body).toEqual([]);
  });

  it('a host other than localhost, an IP or WEB_URL is refused (DNS rebinding)', async () => {
    const t = makeApp();
    const res = await beacon(t, { reports: [REPORT] }).set('Host', 'evil.example:4000');
    expect(res.status).toBe(403);
  });
});
