// `npm run test:nginx`: deploy/nginx.conf, in the system's nginx, in front of a build and the fake
// API — checks what each path answers (index.html for /, a pre-rendered screen's own file, login.html
// for /login among them, shell.html for the other screens, immutable assets but never a missing one,
// no-cache HTML, the manifest's type, one of each security header, assets sent as the build's .gz,
// /api/ passed through and never stored), that neither the access log nor the error log keeps a
// link's or the card provider's secrets (also with the API down), and logs a member in through it
// in Chromium, with no Content-Security-Policy violation. `--no-build` reuses the last
// `npm run test:e2e` build; `--dist DIR` checks that build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchChromium, loginThroughForm } from './browser';
import { useBuild } from './e2e-build';
import { startMock } from './mock-process';
import { startNginx } from './nginx';
import { exitUnlessInstalled } from './prerequisites';
import {
  freePort,
  listenLocal,
  PASSWORD,
  PERSONAS,
  TEST_NOW as E2E_NOW,
  type MockPurchase,
  type Persona,
} from '../test-support';
import { ONECLICK_RETURN_PATH } from '../mock-server/src/domain/oneclick';
import { prerenderedPaths } from '../web/src/app/prerendered';
import { WEBPAY_RETURN_PATH } from '../mock-server/src/domain/webpay';

// Before anything starts: nothing is left running when a tool is missing.
exitUnlessInstalled('npm run test:nginx', ['nginx', 'openssl', 'chromium']);

const failures: string[] = [];
async function check(name: string, run: () => Promise<void>) {
  try {
    await run();
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failures.push(name);
    console.log(
      `  ✗ ${name}\n    ${String((error as Error).message)
        .split('\n')
        .join('\n    ')}`,
    );
  }
}

interface RawAnswer {
  status: number;
  /** Every header line as sent, names in lower case: fetch would join repeated ones into one. */
  headers: [string, string][];
  body: string;
}

/**
 * One HTTP/1.1 request on its own connection, closed once the answer is read: nginx logs a request
 * whose body it refused only when the connection ends.
 */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headers.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers, body });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
const all = (res: RawAnswer, name: string) => res.headers.filter(([n]) => n === name).map(([, v]) => v);

/** Every header deploy/nginx.conf sets on every page and API answer; each must arrive exactly once. */
const SITE_HEADERS = [
  'cache-control',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'permissions-policy',
];
/** An asset's (a script, a stylesheet, an image): the document headers do nothing on it. */
const ASSET_HEADERS = ['cache-control', 'x-content-type-options'];

const SECRET = 'a'.repeat(24) + 'c0ffee';
/** Requests carrying a secret, and how the access log must show them. */
const SECRET_REQUESTS: [string, string][] = [
  // e-mailed links: the reset screen, a receipt's key, a receipt's one-time link
  [`/password/reset-password?token=${SECRET}`, '/password/reset-password?[oculto]'],
  [`/api/vouchers/7?key=${SECRET}`, '/api/vouchers/7?[oculto]'],
  [`/api/vouchers/7?link=${SECRET}`, '/api/vouchers/7?[oculto]'],
  [`/api/socios/email/validate/${SECRET}`, '/api/socios/email/validate/[oculto]'],
  [`/api/socios/account/associated/accept/${SECRET}`, '/api/socios/account/associated/accept/[oculto]'],
  // the card provider sending the browser back (Webpay: normal, abort, timeout; Oneclick's inscription)
  [`${WEBPAY_RETURN_PATH}?token_ws=${SECRET}`, `${WEBPAY_RETURN_PATH}?[oculto]`],
  [
    `${WEBPAY_RETURN_PATH}?TBK_TOKEN=${SECRET}&TBK_ORDEN_COMPRA=O-7&TBK_ID_SESION=${SECRET}`,
    `${WEBPAY_RETURN_PATH}?[oculto]`,
  ],
  [`${WEBPAY_RETURN_PATH}?TBK_ORDEN_COMPRA=O-7&TBK_ID_SESION=${SECRET}`, `${WEBPAY_RETURN_PATH}?[oculto]`],
  [`${ONECLICK_RETURN_PATH}?TBK_TOKEN=${SECRET}`, `${ONECLICK_RETURN_PATH}?[oculto]`],
  // the final screen, should a real API pass the provider's token on; a parameter name escaped
  [`/payments/final?id_compra=7&token_ws=${SECRET}`, '/payments/final?[oculto]'],
  [`/api/vouchers/7?%6Bey=${SECRET}`, '/api/vouchers/7?[oculto]'],
];
/** Requests without secrets, which the access log keeps as sent. */
const PLAIN_REQUESTS = ['/login?status=true', '/login?sesion=terminada', '/payments/final?id_compra=7'];

/** Waits (up to 5 s) until `file` holds `text`: nginx writes a line when the request's connection is done. */
async function waitForLine(file: string, text: string) {
  for (let i = 0; i < 100 && !fs.readFileSync(file, 'utf8').includes(text); i++)
    await new Promise((r) => setTimeout(r, 50));
}

/** The lines of `files` (those nginx wrote) holding `text`, each named by its file. */
function linesWith(text: string, files: string[]): string[] {
  return files
    .filter((f) => fs.existsSync(f))
    .flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => line.includes(text))
        .map((line) => `${path.basename(f)}: ${line}`),
    );
}

/** What was started, stopped in reverse whatever happens, so no fake API or nginx outlives the run. */
const stops: (() => unknown)[] = [];
try {
  const build = await useBuild(process.argv.slice(2));
  stops.push(() => build.release());
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const mock = await startMock({
    env: { WEB_URL: site, MOCK_NOW: E2E_NOW, MOCK_FREEZE: '1', MOCK_LOG: '0', MOCK_CONFIRM_DELAY_MS: '1500' },
  });
  stops.push(mock.stop);
  const nginx = await startNginx({
    port,
    PORTAL_ROOT: build.dist,
    PORTAL_API_UPSTREAM: mock.url.replace('localhost', '127.0.0.1'),
    PORTAL_API_ORIGIN: '',
    PORTAL_PAYMENT_ORIGIN: mock.url, // the fake provider's pages live on the fake API
  });
  stops.push(nginx.stop);

  /** A session of `persona`'s, opened through nginx as the SPA does. */
  const apiToken = async (persona: Persona) => {
    const login = await fetch(`${site}/api/socios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rut: PERSONAS[persona], password: PASSWORD }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const read = (file: string) => fs.readFileSync(path.join(build.dist, file), 'utf8');
  const get = (p: string) => fetch(`${site}${p}`, { redirect: 'manual' });

  console.log(`deploy/nginx.conf on ${site}, API behind /api/ at ${mock.url}, build ${build.dist}`);
  await check(
    '/ answers index.html and /login login.html (the pre-rendered login), never cached',
    async () => {
      for (const [p, file] of [
        ['/', 'index.html'],
        ['/login', 'login.html'],
        ['/login?status=true', 'login.html'],
      ] as const) {
        const res = await get(p);
        assert.equal(res.status, 200, p);
        assert.equal(await res.text(), read(file), p);
        assert.match(res.headers.get('content-type') ?? '', /^text\/html/, p);
        assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      }
    },
  );
  await check(
    'a pre-rendered screen answers its own file, every other screen shell.html; never cached',
    async () => {
      // web/react-router.config.ts pre-renders these; each is a file of the build.
      const own = prerenderedPaths
        .filter((p) => p !== '/')
        .map((p): [string, string] => [p, `${p.slice(1)}.html`]);
      for (const [, file] of own)
        assert.ok(fs.existsSync(path.join(build.dist, file)), `the build writes ${file}`);
      const answers: [string, string][] = [
        ...own,
        ['/pago/cuota?type_cuota=normal', 'pago/cuota.html'],
        ['/password/reset-password?token=x', 'password/reset-password.html'],
        ['/account/payments/history?menu=payments-history', 'account/payments/history.html'],
        ['/credencial', 'credencial.html'],
        ['/payments/final?id_compra=7', 'payments/final.html'],
        // Pre-rendered once for every purchase, its parameter written as is.
        ['/comprobante/7', 'comprobante/:idCompra.html'],
        ['/comprobante/', 'shell.html'],
        ['/no/such', 'shell.html'],
      ];
      for (const [p, file] of answers) {
        // A screen not pre-rendered gets the shell.
        const expected = fs.existsSync(path.join(build.dist, file)) ? file : 'shell.html';
        const res = await get(p);
        assert.equal(res.status, 200, p);
        assert.equal(await res.text(), read(expected), `${p} should answer ${expected}`);
        assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      }
    },
  );
  await check('sw.js is served as JavaScript and never cached', async () => {
    const res = await get('/sw.js');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });
  await check(
    'hashed assets are immutable for a year; a missing one is a 404 that nothing keeps (a deploy race)',
    async () => {
      const js = fs.readdirSync(path.join(build.dist, 'assets')).find((f) => f.endsWith('.js'))!;
      const res = await get(`/assets/${js}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(res.headers.get('content-type') ?? '', /javascript/);
      for (const p of ['/assets/missing.js', '/assets/missing-00000000.js']) {
        const missing = await get(p);
        assert.equal(missing.status, 404, p);
        assert.match(missing.headers.get('cache-control') ?? '', /^no-(cache|store)$/, p);
      }
    },
  );
  await check('the web app manifest is served as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/manifest+json');
    assert.deepEqual(await res.json(), JSON.parse(read('manifest.webmanifest')));
  });
  await check('security headers, and a CSP allowing the API and the card provider', async () => {
    const h = (await get('/dashboard')).headers;
    const csp = h.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /connect-src 'self'/);
    assert.ok(csp.includes(`form-action 'self' ${mock.url}`), csp);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(h.get('x-content-type-options'), 'nosniff');
    assert.equal(h.get('x-frame-options'), 'DENY');
    assert.equal(h.get('referrer-policy'), 'no-referrer');
    assert.equal(h.get('server'), 'nginx', 'no version in the Server header');
  });
  await check(
    'one of each security header on every page and API answer; on /api/ the site’s, not the API’s own',
    async () => {
      const answers = [
        '/dashboard',
        '/assets/missing.js',
        '/api/socios/total',
        '/api/socios/profile', // 401
        '/api/nope', // the API's 404
        `/api/vouchers/7?link=${'b'.repeat(40)}`, // an HTML page of the API's (410)
      ];
      for (const p of answers) {
        const res = await send(`${site}${p}`);
        const expected = p.startsWith('/assets/') ? ASSET_HEADERS : SITE_HEADERS;
        for (const name of expected)
          assert.equal(all(res, name).length, 1, `${p}: ${name} ${JSON.stringify(all(res, name))}`);
        if (expected === ASSET_HEADERS) continue;
        assert.match(all(res, 'content-security-policy')[0]!, /frame-ancestors 'none'/, p);
        assert.equal(all(res, 'x-frame-options')[0], 'DENY', p);
      }
    },
  );
  await check(
    'a script or stylesheet carries its caching and nosniff only, and goes as the build’s .gz',
    async () => {
      const assets = fs.readdirSync(path.join(build.dist, 'assets'));
      const gzipped = assets.filter((f) => /\.(js|css)\.gz$/.test(f)).map((f) => f.slice(0, -3));
      assert.ok(gzipped.length > 10, `the build precompresses its scripts: ${gzipped.length}`);
      const plain = assets.find((f) => f.endsWith('.js') && !assets.includes(`${f}.gz`));
      for (const file of [
        gzipped.find((f) => f.endsWith('.js'))!,
        gzipped.find((f) => f.endsWith('.css'))!,
      ]) {
        const res = await send(`${site}/assets/${file}`, { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(res.status, 200, file);
        assert.deepEqual(
          res.headers.map(([name]) => name).filter((name) => SITE_HEADERS.includes(name)),
          ASSET_HEADERS,
          `${file}: no document header on an asset`,
        );
        assert.deepEqual(all(res, 'content-encoding'), ['gzip'], file);
        const gz = fs.statSync(path.join(build.dist, 'assets', `${file}.gz`)).size;
        assert.deepEqual(all(res, 'content-length'), [String(gz)], `${file}: the build's .gz, as it is`);
      }
      if (plain) {
        const res = await send(`${site}/assets/${plain}`, { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(res.status, 200, `${plain}, too small to precompress, is still served`);
      }
      const page = await send(`${site}/register`, { headers: { 'accept-encoding': 'gzip' } });
      assert.deepEqual(all(page, 'content-encoding'), ['gzip'], 'a pre-rendered page');
      const old = await send(`${site}/assets/${gzipped[0]}`);
      assert.deepEqual(all(old, 'content-encoding'), [], 'a browser that asks for no gzip gets the file');
    },
  );
  await check(
    '/api/ reaches the API, and no member answer is stored: the API’s no-store passes once',
    async () => {
      const res = await get('/api/socios/total');
      assert.equal(res.status, 200);
      assert.equal(typeof ((await res.json()) as { total?: unknown }).total, 'number');
      const auth = { authorization: `Bearer ${await apiToken('mariaJose')}` };
      for (const p of ['/api/socios/profile', '/api/socios/total', '/api/socios/login', '/api/nope']) {
        const answer = await send(`${site}${p}`, { headers: auth });
        assert.deepEqual(all(answer, 'cache-control'), ['no-store'], p);
      }
      const profile = await send(`${site}/api/socios/profile`, { headers: auth });
      assert.equal(profile.status, 200, 'María José reads her profile through nginx');
    },
  );
  // An API of our own making, behind a second nginx: one that forgets Cache-Control, one that sets
  // its own; then it stops, and nginx can only say the API is down.
  const stub = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/own')) res.setHeader('Cache-Control', 'private, max-age=60');
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  });
  const stubUrl = await listenLocal(stub);
  stops.push(() => new Promise((resolve) => stub.close(resolve)));
  const apiDown = await startNginx({
    PORTAL_ROOT: build.dist,
    PORTAL_API_UPSTREAM: stubUrl,
    PORTAL_API_ORIGIN: '',
    PORTAL_PAYMENT_ORIGIN: mock.url,
  });
  stops.push(apiDown.stop);
  await check(
    'an API answer without Cache-Control gets no-store from nginx; one with its own keeps it alone',
    async () => {
      const forgets = await send(`${apiDown.url}/api/socios/profile`);
      assert.equal(forgets.status, 200);
      assert.deepEqual(all(forgets, 'cache-control'), ['no-store']);
      const own = await send(`${apiDown.url}/api/own`);
      assert.deepEqual(all(own, 'cache-control'), ['private, max-age=60']);
    },
  );
  await check('the access log keeps no link secret, path or query; other requests keep theirs', async () => {
    for (const [p] of SECRET_REQUESTS) await get(p);
    // the provider's abort comes back as a form post: its fields are in the body, never logged
    await send(`${site}${WEBPAY_RETURN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(`TBK_TOKEN=${SECRET}&TBK_ORDEN_COMPRA=O-7&TBK_ID_SESION=${SECRET}`),
    });
    for (const p of PLAIN_REQUESTS) await get(p);
    assert.deepEqual(linesWith(SECRET, [nginx.accessLog]), [], 'a secret reached the access log');
    const log = fs.readFileSync(nginx.accessLog, 'utf8');
    for (const [, logged] of SECRET_REQUESTS)
      assert.ok(log.includes(`"GET ${logged} HTTP/1.1"`), `${logged} is missing from:\n${log}`);
    for (const p of PLAIN_REQUESTS)
      assert.ok(log.includes(`"GET ${p} HTTP/1.1"`), `${p} should be logged as sent:\n${log}`);
  });
  await check(
    'with the API down, neither the access log nor the error log keeps a secret; the access log says which call failed',
    async () => {
      await new Promise((resolve) => {
        stub.close(resolve);
        stub.closeAllConnections();
      });
      for (const [p] of SECRET_REQUESTS) {
        const res = await send(`${apiDown.url}${p}`);
        if (p.startsWith('/api/')) {
          assert.equal(res.status, 502, p);
          assert.deepEqual(all(res, 'cache-control'), ['no-store'], `${p}: nginx's own 502`);
        }
      }
      // a body over client_max_body_size, on a link with a secret: refused before the API is asked
      const tooLarge = await send(`${apiDown.url}/api/socios/profile/upload-picture?token=${SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(4 * 1024 * 1024),
      });
      assert.equal(tooLarge.status, 413);
      await waitForLine(apiDown.accessLog, '" 413 ');
      const leaks = linesWith(SECRET, [apiDown.accessLog, ...apiDown.errorLogs]);
      assert.deepEqual(leaks, [], 'a secret reached nginx’s logs');
      const access = fs.readFileSync(apiDown.accessLog, 'utf8');
      const upstream = stubUrl.replace('http://', '');
      assert.ok(
        access.includes(`"GET /api/vouchers/7?[oculto] HTTP/1.1" 502`) &&
          access.includes(`upstream ${upstream} 502`),
        `the API's failure is missing from the access log:\n${access}`,
      );
      assert.ok(access.includes('"POST /api/socios/profile/upload-picture?[oculto] HTTP/1.1" 413'), access);
    },
  );
  await check('María José logs in through nginx and sees her dashboard, with no CSP violation', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ locale: 'es-CL', timezoneId: 'America/Santiago' });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await loginThroughForm(page, site, 'mariaJose');
      assert.equal(new URL(page.url()).pathname, '/dashboard');
      await page
        .getByRole('heading', { level: 1, name: 'Bienvenida, María José' })
        .waitFor({ timeout: 15_000 });
      await page.reload(); // /dashboard opened directly: the shell, then the screen
      await page
        .getByRole('heading', { level: 1, name: 'Bienvenida, María José' })
        .waitFor({ timeout: 15_000 });
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
  await check('a receipt, the API’s own page, opens under the site’s CSP with no violation', async () => {
    const purchases = (await (await fetch(`${mock.url}/__mock/payments`)).json()) as MockPurchase[];
    const paid = purchases.find((p) => p.rut === PERSONAS.mariaJose && p.estado === 2);
    assert.ok(paid, 'María José has a paid purchase');
    // the one-time link 'Ver comprobante' opens (POST vouchers/{id}/link), taken through nginx
    const linked = await fetch(`${site}/api/vouchers/${paid.id_compra}/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await apiToken('mariaJose')}` },
    });
    const { url } = (await linked.json()) as { url: string };
    const receipt = new URL(url);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const res = await page.goto(`${site}${receipt.pathname}${receipt.search}`, {
        waitUntil: 'networkidle',
      });
      assert.equal(res?.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Comprobante de pago' }).waitFor({ timeout: 15_000 });
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
  await check(
    'over HTTPS, a member screen opened cold comes by HTTP/2, its files and reads too',
    async () => {
      // production's listen line (`443 ssl http2`), on a throwaway certificate: the protocol that
      // lets a cold screen's files share one connection (scripts/perf/site.ts)
      const secure = await startNginx({
        tls: true,
        PORTAL_ROOT: build.dist,
        PORTAL_API_UPSTREAM: mock.url.replace('localhost', '127.0.0.1'),
        PORTAL_API_ORIGIN: '',
        PORTAL_PAYMENT_ORIGIN: mock.url,
      });
      const browser = await launchChromium(secure.chromiumArgs);
      try {
        const login = await browser.newPage();
        await loginThroughForm(login, secure.url, 'mariaJose');
        const storageState = await login.context().storageState();
        const page = await (await browser.newContext({ storageState })).newPage();
        await page.goto(`${secure.url}/pago/cuota?type_cuota=normal`, { waitUntil: 'networkidle' });
        const protocols = await page.evaluate(() =>
          performance
            .getEntriesByType('navigation')
            .concat(performance.getEntriesByType('resource'))
            .map((e) => `${(e as PerformanceResourceTiming).nextHopProtocol} ${new URL(e.name).pathname}`),
        );
        assert.ok(
          protocols.some((p) => p.includes('/api/')),
          `no read was made:\n${protocols.join('\n')}`,
        );
        const other = protocols.filter((p) => !p.startsWith('h2 '));
        assert.deepEqual(other, [], 'every request by HTTP/2');
      } finally {
        await browser.close();
        await secure.stop();
      }
    },
  );
} finally {
  for (const stop of stops.reverse()) await stop();
}
if (failures.length) {
  console.log(`\n${failures.length} nginx check(s) failed`);
  process.exit(1);
}
console.log('\nnginx: all checks passed');
