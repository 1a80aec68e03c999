// The control room is safe from other sites: a page on another origin cannot move the clock,
// charge a saved card or post the console's forms; beyond localhost, a staff key comes first.
import { describe, expect, it } from 'vitest';
import { makeApp } from '../test/harness';

const EVIL = 'https://evil.example';
const DECEMBER_1 = '2026-12-01T09:00:00-03:00';

// Seeded on 21 Nov, then 1 Dec: María José's automatic charge is due (as in control-payments.test.ts).
function onDecember1() {
  const t = makeApp();
  t.clock.set(DECEMBER_1);
  return t;
}

/** The console's per-page token, read from the console as a browser would. */
async function pageToken(t: ReturnType<typeof makeApp>, cookie?: string): Promise<string> {
  const req = t.api().get('/__mock');
  const res = await (cookie ? req.set('Cookie', cookie) : req);
  return /name="_csrf" value="([^"]+)"/.exec(res.text)![1]!;
}

describe('control room: cross-site requests', () => {
  it.each([
    ['an Origin of another site', { Origin: EVIL }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('with %s: 403, the clock does not move and no card is charged', async (_name, headers) => {
    const t = onDecember1();
    const before = t.clock.nowMs();
    const purchases = t.store.state.purchases.length;
    const clock = await t.api().post('/__mock/clock').set(headers).send({ now: '2030-01-01T12:00:00-03:00' });
    const charge = await t.api().post('/__mock/auto-charge').set(headers);
    const reset = await t.api().post('/__mock/reset').set(headers);
    expect([clock.status, charge.status, reset.status]).toEqual([403, 403, 403]);
    expect(clock.body.message).toMatch(/propias páginas/);
    expect(t.clock.nowMs()).toBe(before);
    expect(t.store.state.purchases).toHaveLength(purchases); // María's saved card was not charged
  });

  it("another site's copy of a console form (even with a real token) is refused", async () => {
    const t = onDecember1();
    const purchases = t.store.state.purchases.length;
    const token = await pageToken(t);
    const res = await t
      .api()
      .post('/__mock/console/auto-charge')
      .set('Origin', EVIL)
      .type('form')
      .send({ _csrf: token });
    expect(res.status).toBe(403);
    expect(t.store.state.purchases).toHaveLength(purchases);
  });

  it('a console form without the page token is refused, with one it runs and says what happened', async () => {
    const t = onDecember1();
    const none = await t.api().post('/__mock/console/auto-charge').type('form').send({});
    expect(none.status).toBe(403);
    expect(none.text).toContain('El formulario venció');
    const token = await pageToken(t);
    const res = await t
      .api()
      .post('/__mock/console/auto-charge')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ _csrf: token });
    expect(res.status).toBe(303);
    const page = await t.api().get(res.headers.location!.split('#')[0]!);
    expect(page.text).toContain('Cobro automático de 2026-12: 1 cobro(s)');
    expect(page.text).toContain('María José Pérez Soto (12.345.678-5): cobrado');
  });

  it('scripts (no Origin, no Sec-Fetch-Site) and same-origin pages keep working', async () => {
    const t = makeApp();
    expect((await t.api().post('/__mock/clock').send({ now: DECEMBER_1 })).status).toBe(200);
    const own = await t
      .api()
      .post('/__mock/clock')
      .set('Host', 'localhost:4000')
      .set('Origin', 'http://localhost:4000')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ now: null });
    expect(own.status).toBe(200);
  });
});

describe('control room: DNS rebinding', () => {
  it("a request naming another site's host (its name pointed at this computer) gets 403, even to read", async () => {
    const t = makeApp();
    const page = await t.api().get('/__mock').set('Host', 'evil.example:4000');
    expect(page.status).toBe(403);
    expect(page.text).not.toContain('_csrf');
    expect((await t.api().post('/__mock/reset').set('Host', 'evil.example:4000')).status).toBe(403);
    for (const host of [
      'localhost:4000',
      '127.0.0.2:4000',
      '[::1]:4000',
      '192.168.1.20:4000',
      'localhost:5173',
    ])
      expect((await t.api().get('/__mock/clock').set('Host', host)).status).toBe(200);
  });
});

describe('control room: the staff key', () => {
  const KEY = 'clave-del-personal-123';

  it('asks for the key before anything else, and lets staff in once typed', async () => {
    const t = makeApp(undefined, { controlKey: KEY });
    const page = await t.api().get('/__mock').set('Accept', 'text/html');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/__mock/clave');
    expect((await t.api().post('/__mock/reset')).status).toBe(401);
    expect((await t.api().get('/__mock/outbox').set('Accept', 'application/json')).status).toBe(401);

    const form = await t.api().get('/__mock/clave');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const wrong = await t.api().post('/__mock/clave').type('form').send({ _csrf: token, clave: 'nop' });
    expect(wrong.headers.location).toBe('/__mock/clave?error=1');
    const right = await t.api().post('/__mock/clave').type('form').send({ _csrf: token, clave: KEY });
    expect(right.headers.location).toBe('/__mock');
    const cookie = right.headers['set-cookie']![0]!.split(';')[0]!;
    expect(cookie).not.toContain(KEY);
    const console = await t.api().get('/__mock').set('Cookie', cookie);
    expect(console.status).toBe(200);
    expect(console.text).toContain('Consola de demostración');
  });

  it('scripts send it as X-Mock-Key', async () => {
    const t = makeApp(undefined, { controlKey: KEY });
    expect((await t.api().post('/__mock/reset').set('X-Mock-Key', KEY)).status).toBe(200);
    expect((await t.api().post('/__mock/reset').set('X-Mock-Key', 'x')).status).toBe(401);
  });
});
