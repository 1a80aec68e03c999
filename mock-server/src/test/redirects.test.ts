// No open redirect: every redirect the fake API issues (e-mail validation and invitation links,
// the provider's returns) lands on WEB_URL's origin, and a `return_path` that could leave it
// (`//evil.com`, `https://evil.com`, `/\evil.com`, `javascript:`…) is refused with a 422.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeApp, PERSONAS, VALID_REGISTRATION, loggedIn } from './harness';
import { DUES, VISA, duesBody, type TestApp, startDues } from './payments';
import { lastMailTo, linkPath } from './mail';

const WEB = 'http://localhost:5173';
const ONECLICK = '/api/payments/transbank/oneclick';

const HOSTILE_RETURN_PATHS = [
  '//evil.com',
  '///evil.com',
  'https://evil.com',
  'http:evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '@evil.com',
  'evil.com',
  '/..//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  ' //evil.com',
  '',
];

const originOf = (location: string | undefined) => new URL(location ?? '', 'http://mock.invalid').origin;

/** The club's redirect after enrolling the VISA on the fake Oneclick page. */
async function enrolAndReturn(t: TestApp, token: string, return_path: unknown) {
  const s = await t.post(`${ONECLICK}/subscribe`, token, { tipo_pago: 'pago_automatico', return_path });
  if (s.status !== 200) return s;
  const provider = await t
    .api()
    .post('/webpay/oneclick/enroll')
    .type('form')
    .send({ TBK_TOKEN: s.body.ws_token, ...VISA });
  return t.api().get(provider.headers.location!);
}

describe('links the mock e-mails', () => {
  it('when the e-mail validation link is opened (fresh, used, unknown or hostile), it redirects to WEB_URL', async () => {
    const t = makeApp();
    await t.api().post('/api/socios/account/password/send-recover-link').send({ rut: PERSONAS.juanCarlos });
    const registration = await t.api().post('/api/socios/store').send(VALID_REGISTRATION);
    expect(registration.status).toBe(201);
    const link = linkPath(lastMailTo(t.store, 'valentina.reyes@example.cl').links[0]!.href);
    const paths = [
      link,
      link, // used
      '/api/socios/email/validate/unknown',
      '/api/socios/email/validate/%2F%2Fevil.com',
      '/api/socios/email/validate/https%3A%2F%2Fevil.com',
      '/api/socios/email/validate/%5C%5Cevil.com',
    ];
    const locations = [];
    for (const p of paths) {
      const res = await t.api().get(p);
      expect(res.status, p).toBe(302);
      expect(originOf(res.headers.location), p).toBe(WEB);
      locations.push(res.headers.location);
    }
    expect(locations[0]).toBe(`${WEB}/login?status=true`);
    expect(locations[1]).toBe(`${WEB}/email-validation`);
  });

  it("when the invitation page's button posts (fresh, used, unknown or hostile), it redirects to WEB_URL", async () => {
    const { t, token: maria } = await loggedIn(PERSONAS.mariaJose);
    const invite = await t.post('/api/socios/account/invite_associated', maria, { rut: PERSONAS.juanCarlos });
    expect(invite.status).toBe(200);
    const juan = t.store.memberByRut(PERSONAS.juanCarlos)!;
    const link = linkPath(lastMailTo(t.store, juan.email).links[0]!.href);
    for (const p of [
      link,
      link,
      '/api/socios/account/associated/accept/unknown',
      '/api/socios/account/associated/accept/%2F%2Fevil.com',
      '/api/socios/account/associated/accept/javascript%3Aalert(1)',
    ]) {
      const res = await t.api().post(p).type('form').send({});
      expect(res.status, p).toBe(303);
      expect(originOf(res.headers.location), p).toBe(WEB);
    }
  });

  it("when WEB_URL has a path, redirects keep to WEB_URL's origin", async () => {
    const t = makeApp(undefined, { webUrl: 'https://portal.example.cl/socios' });
    const res = await t.api().get('/api/socios/email/validate/unknown');
    expect(res.headers.location).toBe('https://portal.example.cl/socios/email-validation');
  });
});

describe('return_path', () => {
  // One app for the refusals: a refused request changes nothing, which is what they check.
  const shared = makeApp();
  let juan = '';
  beforeAll(async () => {
    juan = await shared.tokenFor(PERSONAS.juanCarlos);
  });

  it.each(HOSTILE_RETURN_PATHS)(
    'when oneclick/subscribe gets return_path %j, answers 422',
    async (return_path) => {
      const t = shared;
      const token = juan;
      const before = t.store.state.inscriptions.length;
      const res = await t.post(`${ONECLICK}/subscribe`, token, { tipo_pago: 'pago_automatico', return_path });
      expect(res.status).toBe(422);
      expect(res.body.errors.return_path).toEqual([expect.any(String)]);
      expect(t.store.state.inscriptions).toHaveLength(before);
    },
  );

  it.each(HOSTILE_RETURN_PATHS.filter(Boolean))(
    'when a payment is created with return_path %j, answers 422',
    async (return_path) => {
      const t = shared;
      const token = juan;
      const before = t.store.state.purchases.length;
      const res = await t.post(DUES, token, duesBody({ return_path }));
      expect(res.status).toBe(422);
      expect(res.body.errors.return_path).toEqual([expect.any(String)]);
      expect(t.store.state.purchases.length).toBe(before);
    },
  );

  it('property: whatever return_path is sent, the member either gets a 422 or ends up on WEB_URL', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const prefixes = ['', '/', '//', '/\\', '\\', 'https:', 'javascript:', '@', '/.', '/%2F', ' '];
    const returnPath = fc.oneof(
      fc.tuple(fc.constantFrom(...prefixes), fc.string({ maxLength: 30 })).map(([a, b]) => a + b),
      fc.constantFrom(...HOSTILE_RETURN_PATHS),
      fc.webUrl(),
    );
    await fc.assert(
      fc.asyncProperty(returnPath, async (rp) => {
        const res = await enrolAndReturn(t, token, rp);
        if (res.status === 422) return;
        expect(res.status, rp).toBe(302);
        expect(originOf(res.headers.location), `${rp} → ${res.headers.location}`).toBe(WEB);
      }),
      { numRuns: 40 },
    );
  });

  it('when a good return_path is used, the member comes back to it on WEB_URL', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const res = await enrolAndReturn(t, token, '/pagos/automaticos?menu=pagos-automaticos');
    expect(res.headers.location).toBe(`${WEB}/pagos/automaticos?menu=pagos-automaticos&status_oneclick=true`);
  });

  it('when a Webpay payment is aborted, the member goes back to where it started, on WEB_URL', async () => {
    const { t, token } = await loggedIn(PERSONAS.juanCarlos);
    const { purchase } = await startDues(t, token, { return_path: '/pago/cuota?type_cuota=normal' });
    const res = await t.api().post('/api/payments/webpay/return').type('form').send({
      TBK_TOKEN: purchase.token,
      TBK_ORDEN_COMPRA: purchase.buyOrder,
      TBK_ID_SESION: purchase.sessionId,
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${WEB}/pago/cuota?type_cuota=normal`);
  });
});
