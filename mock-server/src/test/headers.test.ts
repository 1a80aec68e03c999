// Security headers (helmet) on JSON answers and on every kind of HTML page the mock serves, and
// CORS that lets only WEB_URL's origin read answers from a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { makeApp, PERSONAS } from './harness';
import { startDues } from './payments';

const WEB = 'http://localhost:5173';
let webDist: string;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f9a1c.js'), "export const greeting = 'hola';");
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

function expectBaseHeaders(res: Response, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

function expectCsp(res: Response, what: string) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toContain(`form-action 'self' ${WEB}`);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** A browser's CORS preflight for GET/POST socios/profile from `origin`. */
const preflight = (t: ReturnType<typeof makeApp>, origin: string, method: string, headers: string) =>
  t
    .api()
    .options('/api/socios/profile')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', method)
    .set('Access-Control-Request-Headers', headers);

describe('security headers', () => {
  it('JSON answers (success, 401, 404, 422) carry them', async () => {
    const t = makeApp();
    const answers = {
      ok: await t.api().get('/api/socios/total'),
      unauthenticated: await t.api().get('/api/socios/profile'),
      missing: await t.api().get('/api/nope'),
      invalid: await t.api().post('/api/socios/login').send({}),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['content-type'], what).toMatch(/application\/json/);
      expectBaseHeaders(res, what);
    }
  });

  it('HTML pages (fake Webpay, receipt, control room, the demo SPA) carry them and a strict CSP', async () => {
    const t = makeApp(undefined, { webDist });
    const token = await t.tokenFor(PERSONAS.juanCarlos);
    const { start: s } = await startDues(t, token);
    const maria = await t.tokenFor(PERSONAS.mariaJose);
    const mariaPurchase = t.store.state.purchases.find((p) => p.memberId === 1)!.id;
    const pages = {
      checkout: await t.api().get(`/webpay/init?token_ws=${s.ws_token}`),
      receipt: await t.get(`/api/vouchers/${mariaPurchase}`, maria),
      outbox: await t.api().get('/__mock/outbox').set('Accept', 'text/html'),
      spa: await t.api().get('/dashboard'),
    };
    for (const [what, res] of Object.entries(pages)) {
      expect(res.status, what).toBe(200);
      expect(res.headers['content-type'], what).toMatch(/text\/html/);
      expectBaseHeaders(res, what);
      expectCsp(res, what);
    }
  });
});

describe('caching of the API', () => {
  it('every kind of /api answer (JSON, error, fault, receipt page) is no-store: it is a member’s data', async () => {
    const t = makeApp();
    const maria = await t.tokenFor(PERSONAS.mariaJose);
    const mariaPurchase = t.store.state.purchases.find((p) => p.memberId === 1)!.id;
    const answers = {
      profile: await t.get('/api/socios/profile', maria),
      total: await t.api().get('/api/socios/total'),
      unauthenticated: await t.api().get('/api/socios/profile'),
      missing: await t.api().get('/api/nope'),
      invalid: await t.api().post('/api/socios/login').send({}),
      receipt: await t.get(`/api/vouchers/${mariaPurchase}`, maria),
      usedLink: await t.api().get(`/api/vouchers/${mariaPurchase}?link=${'a'.repeat(40)}`),
      fault: await makeApp(undefined, { failRate: 1 }).api().get('/api/socios/total'),
    };
    expect(answers.profile.status).toBe(200);
    expect(answers.usedLink.status).toBe(410);
    expect(answers.fault.status).toBe(500);
    for (const [what, res] of Object.entries(answers))
      expect(res.headers['cache-control'], what).toBe('no-store');
  });
});

describe('caching of the demo SPA', () => {
  it('when a hashed asset is served it may be kept for a year; the page and unhashed files are revalidated', async () => {
    const t = makeApp(undefined, { webDist });
    const asset = await t.api().get('/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One copy whoever asks: a module script's request has an Origin, the service worker's copy none.
    const fromModule = await t.api().get('/assets/app-3f9a1c.js').set('Origin', WEB);
    expect(String(fromModule.headers.vary)).not.toMatch(/Origin/);
    for (const url of ['/dashboard', '/favicon.svg']) {
      const res = await t.api().get(url);
      expect(res.status, url).toBe(200);
      expect(String(res.headers['cache-control']), url).not.toMatch(/immutable/);
    }
  });
});

describe('compression of the demo SPA', () => {
  it('sends its files and pages gzipped to a browser that accepts it, as nginx does', async () => {
    const t = makeApp(undefined, { webDist });
    for (const url of ['/assets/app-3f9a1c.js', '/dashboard', '/favicon.svg']) {
      const res = await t.api().get(url).set('Accept-Encoding', 'gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
    }
    const plain = await t.api().get('/assets/app-3f9a1c.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe("export const greeting = 'hola';");
  });
});

describe('CORS', () => {
  it("when the request comes from WEB_URL, the answer names WEB_URL's origin", async () => {
    const t = makeApp();
    const res = await t.api().get('/api/socios/total').set('Origin', WEB);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it.each([
    'https://evil.example',
    'http://localhost:5174',
    'http://localhost',
    'null',
    `${WEB}.evil.example`,
  ])('when the request comes from %s, the answer has no Access-Control-Allow-Origin', async (origin) => {
    const t = makeApp();
    const simple = await t.api().get('/api/socios/total').set('Origin', origin);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await preflight(t, origin, 'GET', 'authorization');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when WEB_URL preflights a call with a bearer token, it is allowed', async () => {
    const t = makeApp();
    const res = await preflight(t, WEB, 'POST', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('when WEB_URL is written with a path or a trailing slash, its origin is what is allowed', async () => {
    const t = makeApp(undefined, { webUrl: 'https://portal.example.cl/socios/' });
    const ok = await t.api().get('/api/socios/total').set('Origin', 'https://portal.example.cl');
    expect(ok.headers['access-control-allow-origin']).toBe('https://portal.example.cl');
    const evil = await t.api().get('/api/socios/total').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
