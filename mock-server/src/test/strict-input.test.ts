// Table over every route mounted under /api: prototype-pollution keys in the body or the query
// string are a 400 everywhere, and a field or query parameter the route does not know is a 422
// naming it — except where extra fields are tolerated on purpose (listed below, with the reason).
import { beforeAll, describe, expect, it } from 'vitest';
import { makeApp, PERSONAS } from './harness';
import { mountedRoutes, urlOf, type MountedRoute } from './routes';
import { VALID_INPUT } from './valid-inputs';

/** Routes that accept fields they do not know, and why. */
const TOLERANT: Record<string, string> = {
  'GET /uploads/{name}': 'static files: a query string (a cache buster) changes nothing',
  'GET /payments/webpay/return':
    "Transbank's returns carry more fields than the club reads, varying by version",
  'POST /payments/webpay/return':
    "Transbank's returns carry more fields than the club reads, varying by version",
  'GET /payments/transbank/oneclick/return': "Transbank's returns carry more fields than the club reads",
  'POST /payments/transbank/oneclick/return': "Transbank's returns carry more fields than the club reads",
};

const routes = mountedRoutes();
const t = makeApp();
let token = '';
beforeAll(async () => {
  token = await t.tokenFor(PERSONAS.mariaJose);
});

function send(route: MountedRoute, query: string, body: Record<string, unknown> | string | undefined) {
  const url = urlOf(route, { id: '101', rut: PERSONAS.juanCarlos, token: 'f'.repeat(64), name: 'x.png' });
  const method = route.method.toLowerCase() as 'get' | 'post' | 'delete';
  const req = t
    .api()
    [method](`${url}${query ? `?${query}` : ''}`)
    .set('Authorization', `Bearer ${token}`);
  if (typeof body === 'string') return req.set('Content-Type', 'application/json').send(body);
  return body ? req.send(body) : req;
}

const asQuery = (q: Record<string, string> = {}) => new URLSearchParams(q).toString();

describe('prototype-pollution keys are refused on every route', () => {
  const bodies = [
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"rut":"1","nested":{"__proto__":{"polluted":true}}}',
    '[{"prototype":1}]',
  ];
  const queries = [
    '__proto__[polluted]=1',
    'constructor.prototype.polluted=1',
    'a[prototype]=1',
    '__proto__=1',
  ];

  it.each(routes.map((r) => [r.operation, r] as const))('%s', async (_op, route) => {
    for (const body of bodies) {
      const res = await send(route, '', body);
      expect([res.status, body]).toEqual([400, body]);
      expect(res.body.errors, body).toEqual(expect.any(Object));
    }
    for (const query of queries) {
      const res = await send(route, query, undefined);
      expect([res.status, query]).toEqual([400, query]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('unknown fields are refused (422 naming the field)', () => {
  const strict = routes.filter((r) => !(r.operation in TOLERANT));

  it('the tolerant list names only routes that exist', () => {
    const operations = new Set(routes.map((r) => r.operation));
    for (const op of Object.keys(TOLERANT)) expect(operations.has(op), op).toBe(true);
  });

  for (const route of strict) {
    const valid = VALID_INPUT[route.operation] ?? {};
    it(`${route.operation}: an unknown body field`, async () => {
      const res = await send(route, asQuery(valid.query), { ...valid.body, zz_unknown: 1 });
      expect(res.status).toBe(422);
      expect(res.body.errors.zz_unknown).toEqual(['Campo no permitido.']);
    });

    it(`${route.operation}: an unknown query parameter`, async () => {
      const res = await send(route, asQuery({ ...valid.query, zz_unknown: '1' }), valid.body);
      expect(res.status).toBe(422);
      expect(res.body.errors.zz_unknown).toEqual(['Campo no permitido.']);
    });
  }
});
