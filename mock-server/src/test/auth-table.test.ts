// Authentication table: every member endpoint (every route mounted under /api except the public
// ones below) answers 401 { message: 'Unauthenticated.' } without a token, with a forged one, with
// a malformed Authorization header, and with a token past its 12 hours. Routes come from walking
// the routers, so a new endpoint is a member endpoint unless someone adds it to PUBLIC on purpose.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { makeApp, PERSONAS, loggedIn } from './harness';
import { mountedRoutes, urlOf, type MountedRoute } from './routes';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../domain/sessions';

/** What anyone may call, and why. */
const PUBLIC: Record<string, string> = {
  'POST /socios/login': 'logging in',
  'POST /socios/store': 'registration',
  'GET /socios/email/validate/{token}': 'the e-mailed link is the credential',
  'GET /socios/account/associated/accept/{token}': 'the e-mailed link is the credential (a page only)',
  'POST /socios/account/associated/accept/{token}': "the e-mailed link is the credential (the page's button)",
  'POST /socios/account/password/send-recover-link': 'a member who forgot the password',
  'POST /socios/email/resend-validation': 'a new member whose validation e-mail was lost',
  'POST /socios/account/password/reset-password': 'the e-mailed token is the credential',
  'GET /communes/{id}': 'registration form',
  'GET /interests': 'onboarding and registration',
  'GET /fixtures': 'match list on public pages',
  'GET /fixtures/info': 'match side panel',
  'GET /socios/total': 'counter on the login page',
  'GET /uploads/{name}': 'photos under unguessable names, shown by <img>',
  'GET /payments/webpay/return': "the provider's browser return (the token is the credential)",
  'POST /payments/webpay/return': "the provider's browser return (abort)",
  'GET /payments/transbank/oneclick/return': "the provider's browser return",
  'POST /payments/transbank/oneclick/return': "the provider's browser return",
  'GET /vouchers/page.js': "the receipt page's print script (static)",
};

const routes = mountedRoutes();
const memberRoutes = routes.filter((r) => !(r.operation in PUBLIC));
const send = (t: ReturnType<typeof makeApp>, route: MountedRoute, headers: Record<string, string>) => {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'delete' | 'put' | 'patch';
  return t
    .api()
    [method](urlOf(route, { id: '101', rut: '156782343', token: 'f'.repeat(64) }))
    .set(headers);
};
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

describe('authentication on every member endpoint', () => {
  it('the public list names only routes that exist, and the rest are many', () => {
    const operations = new Set(routes.map((r) => r.operation));
    for (const op of Object.keys(PUBLIC)) expect(operations.has(op), op).toBe(true);
    expect(memberRoutes.length).toBeGreaterThanOrEqual(30);
  });

  it('tokens are 256 random bits (64 hex characters), different at every login', async () => {
    const t = makeApp();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add(await t.tokenFor(PERSONAS.juanCarlos));
    expect(tokens.size).toBe(5);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  // One app logged in now, one whose clock has moved 12 h past the login: logins are slow (scrypt).
  const now = makeApp();
  const later = makeApp();
  let real = '';
  let expired = '';
  beforeAll(async () => {
    real = await now.tokenFor(PERSONAS.mariaJose);
    expired = await later.tokenFor(PERSONAS.mariaJose);
    later.clock.set(new Date(later.clock.nowMs() + SESSION_TTL_MS + 1).toISOString());
  });

  describe.each(memberRoutes.map((r) => [r.operation, r] as const))('%s', (_op, route) => {
    it('answers 401 without a token, with a forged one and with malformed headers', async () => {
      const cases: Record<string, string>[] = [
        {},
        { Authorization: `Bearer ${randomBytes(32).toString('hex')}` },
        { Authorization: 'Bearer' },
        { Authorization: 'Bearer ' },
        { Authorization: `Token ${real}` },
        { Authorization: `Basic ${Buffer.from(`${PERSONAS.mariaJose}:socio1234`).toString('base64')}` },
        { Authorization: real }, // no scheme
        { Authorization: `Bearer ${real.slice(0, 63)}` },
        { Authorization: `Bearer ${real}0` },
        { Authorization: `Bearer ${real} ${real}` },
        { Authorization: `Bearer ${'g'.repeat(64)}` },
        { Authorization: `Bearer ${real.toUpperCase()}` },
        { Cookie: `token=${real}` },
      ];
      for (const headers of cases) {
        const res = await send(now, route, headers);
        expect([res.status, res.body], JSON.stringify(headers)).toEqual([401, UNAUTHENTICATED]);
      }
    });

    it('answers 401 once the token is older than 12 hours', async () => {
      const res = await send(later, route, { Authorization: `Bearer ${expired}` });
      expect([res.status, res.body]).toEqual([401, UNAUTHENTICATED]);
    });
  });

  it('a token used at least every 2 hours works until its 12 hours are up (so the 401s above are about expiry)', async () => {
    const { t, token } = await loggedIn(PERSONAS.mariaJose);
    const start = t.clock.nowMs();
    for (let ms = SESSION_IDLE_MS - 60_000; ms < SESSION_TTL_MS; ms += SESSION_IDLE_MS - 60_000) {
      t.clock.set(new Date(start + Math.min(ms, SESSION_TTL_MS - 60_000)).toISOString());
      const res = await t.api().get('/api/socios/profile').set('Authorization', `bearer ${token}`);
      expect(res.status).toBe(200);
    }
  });
});
