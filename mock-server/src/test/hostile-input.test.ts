// Property: whatever a client sends to any route mounted under /api — random or malformed bodies,
// hostile query strings and path segments, anonymous or logged in — the fake API answers below
// 500 in the contract's shape, never redirects off the SPA's origin, never pollutes
// Object.prototype, and still logs members in afterwards. Routes come from walking the routers,
// so a new endpoint is covered without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Server } from 'node:http';
import request from 'supertest';
import { makeApp, PASSWORD, PERSONAS, VALID_REGISTRATION } from './harness';
import { mountedRoutes, type MountedRoute } from './routes';
import { answerClientErrorsAsJson } from '../http/client-errors';
import { bodyArb, queryArb, segmentArb, type RawBody } from './hostile';
import { VALID_INPUT } from './valid-inputs';

const WEB_URL = 'http://localhost:5173';
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const t = makeApp(undefined, { failRate: 0, latencyMs: 0, webUrl: WEB_URL });
let server: Server;
const tokens: string[] = [];
const validSegments: Record<string, string[]> = {};

interface HostileRequest {
  segments: Record<string, string>;
  query: string;
  body: RawBody;
  auth: string | null;
}

function requestArb(route: MountedRoute): fc.Arbitrary<HostileRequest> {
  const example = VALID_INPUT[route.operation];
  const segments = fc.record(
    Object.fromEntries(route.params.map((p) => [p, segmentArb(validSegments[p])])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const auth = fc.constantFrom<string | null>(
    null,
    ...tokens.map((token) => `Bearer ${token}`),
    `Bearer ${'0'.repeat(64)}`,
    'Basic Zm9vOmJhcg==',
  );
  return fc.record({ segments, query: queryArb(example?.query), body: bodyArb(example?.body), auth });
}

function send(route: MountedRoute, r: HostileRequest) {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => r.segments[name] ?? 'x');
  const url = `/api${path}${r.query ? `?${r.query}` : ''}`;
  let req = request(server)[route.method.toLowerCase() as 'get' | 'post' | 'delete'](url);
  if (r.auth) req = req.set('Authorization', r.auth);
  if (r.body.contentType) req = req.set('Content-Type', r.body.contentType);
  return r.body.payload === undefined ? req : req.send(r.body.payload);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();
const PROTOTYPE_KEYS = prototypeKeys();

function checkAnswer(res: request.Response) {
  const where = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 300 && res.status < 400) {
    // Any redirect the API issues lands on the SPA's origin (no open redirect).
    expect(new URL(res.headers.location!, 'http://mock.invalid').origin, where).toBe(WEB_URL);
  }
  if (res.status === 410) {
    // The one exception: a used or expired one-time receipt link opens in a tab, so it is a page.
    expect(String(res.headers['content-type']), where).toMatch(/text\/html/);
    expect(res.text, where).toContain('Enlace vencido');
  } else if (res.status >= 400) {
    expect(String(res.headers['content-type']), where).toMatch(/application\/json/);
    expect(res.body.message, where).toEqual(expect.any(String));
    if (res.status === 400 || res.status === 422) {
      expect(res.body.errors, where).toEqual(expect.any(Object));
      for (const list of Object.values(res.body.errors as object)) {
        expect(Array.isArray(list), where).toBe(true);
        for (const text of list as unknown[]) expect(text, where).toEqual(expect.any(String));
      }
    }
    if (res.status === 401) expect(res.body, where).toEqual({ message: 'Unauthenticated.' });
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(prototypeKeys()).toBe(PROTOTYPE_KEYS);
}

beforeAll(async () => {
  server = answerClientErrorsAsJson(t.app.listen(0));
  for (const rut of [PERSONAS.mariaJose, PERSONAS.camila, PERSONAS.pedro, PERSONAS.renuncia])
    tokens.push(await t.tokenFor(rut));
  const maria = t.store.memberByRut(PERSONAS.mariaJose)!;
  const own = t.store.state.purchases.filter((p) => p.memberId === maria.id).map((p) => String(p.id));
  validSegments.id = [...own, '13', '1'];
  validSegments.rut = ['156782343', '12.345.678-5', '21436587-1'];
  validSegments.token = ['f'.repeat(64)];
  validSegments.name = ['x.png'];
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('every /api route under random and hostile input', () => {
  const routes = mountedRoutes();

  it('covers every mounted route', () => {
    expect(routes.length).toBeGreaterThan(45);
  });

  for (const route of routes) {
    it(
      `${route.operation}: answers < 500 in the contract's shape, redirects only to WEB_URL, pollutes nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestArb(route), async (r) => checkAnswer(await send(route, r))),
          { numRuns: NUM_RUNS },
        );
      },
      10_000 + NUM_RUNS * 100,
    );
  }

  // Found by the property above (seed 1856029305): Number() of such an object throws.
  it('when a number field is an object whose toString is not a function, the answer is a 422, not a 500', async () => {
    const hostile = { toString: {} };
    const registration = await request(server)
      .post('/api/socios/store')
      .send({ ...VALID_REGISTRATION, region: hostile });
    // A fresh login: the random requests above may have sent `socios/logout` with a shared token.
    const token = await t.tokenFor(PERSONAS.mariaJose);
    const profile = await request(server)
      .post('/api/socios/account/profile/update')
      .set('Authorization', `Bearer ${token}`)
      .send({ ...VALID_INPUT['POST /socios/account/profile/update']!.body, comuna: hostile });
    for (const res of [registration, profile]) {
      checkAnswer(res);
      expect(res.status).toBe(422);
    }
  });

  // Found by the property above with FUZZ_RUNS=1000: express.static answered a folder with a 301.
  it("when an upload's name is '.' or '..', the answer is a JSON 4xx, not a redirect", async () => {
    for (const name of ['.', '%2e', '..', '%2e%2e'])
      checkAnswer(await request(server).get(`/api/uploads/${name}`));
  });

  it('afterwards, the store still answers: a member logs in and reads the profile', async () => {
    const res = await request(server)
      .post('/api/socios/login')
      .send({ rut: PERSONAS.roberto, password: PASSWORD });
    expect(res.body.flag).toBe(true);
    const profile = await request(server)
      .get('/api/socios/profile')
      .set('Authorization', `Bearer ${res.body.token}`);
    expect(profile.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
