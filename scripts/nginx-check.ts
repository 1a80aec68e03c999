// `npm run test:nginx`: deploy/nginx.conf, in the system's nginx, in front of a build and the fake
// API — checks what each path answers (index.html for / and /login, a pre-rendered screen's own
// file, shell.html for the other screens, immutable assets, no-cache HTML, security headers, /api/
// passed through, an access log without the links' secrets) and logs a member in
// through it in Chromium, with no Content-Security-Policy violation. `--no-build` reuses the last
// `npm run test:e2e` build; `--dist DIR` checks that build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, loginThroughForm } from './browser';
import { useBuild } from './e2e-build';
import { startMock } from './mock-process';
import { startNginx } from './nginx';
import { freePort, TEST_NOW as E2E_NOW } from '../test-support';

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

const build = await useBuild(process.argv.slice(2));
const port = await freePort();
const site = `http://localhost:${port}`;
const mock = await startMock({
  env: { WEB_URL: site, MOCK_NOW: E2E_NOW, MOCK_FREEZE: '1', MOCK_LOG: '0', MOCK_CONFIRM_DELAY_MS: '1500' },
});
const nginx = await startNginx({
  port,
  PORTAL_ROOT: build.dist,
  PORTAL_API_UPSTREAM: mock.url.replace('localhost', '127.0.0.1'),
  PORTAL_API_ORIGIN: '',
  PORTAL_PAYMENT_ORIGIN: mock.url, // the fake provider's pages live on the fake API
});

const read = (file: string) => fs.readFileSync(path.join(build.dist, file), 'utf8');
const get = (p: string) => fetch(`${site}${p}`, { redirect: 'manual' });

try {
  console.log(`deploy/nginx.conf on ${site}, API behind /api/ at ${mock.url}, build ${build.dist}`);
  await check('/ and /login answer index.html (the pre-rendered login), never cached', async () => {
    for (const p of ['/', '/login', '/login?status=true']) {
      const res = await get(p);
      assert.equal(res.status, 200, p);
      assert.equal(await res.text(), read('index.html'), p);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/, p);
      assert.equal(res.headers.get('cache-control'), 'no-cache', p);
    }
  });
  await check(
    'a pre-rendered screen or framed member screen answers its own file, every other screen shell.html; never cached',
    async () => {
      const answers: [string, string][] = [
        ['/dashboard', 'dashboard.html'],
        ['/register', 'register.html'],
        ['/password/reset-password?token=x', 'password/reset-password.html'],
        ['/pago/cuota?type_cuota=normal', 'pago/cuota.html'],
        ['/account/payments/history?menu=payments-history', 'account/payments/history.html'],
        ['/credencial', 'shell.html'],
        ['/payments/final?id_compra=7', 'shell.html'],
        ['/comprobante/7', 'shell.html'],
        ['/no/such', 'shell.html'],
      ];
      for (const [p, file] of answers) {
        // scripts/build-web.ts decides which screens are pre-rendered; a screen it no longer
        // pre-renders must get the shell.
        const expected = fs.existsSync(path.join(build.dist, file)) ? file : 'shell.html';
        const res = await get(p);
        assert.equal(res.status, 200, p);
        assert.equal(await res.text(), read(expected), `${p} should answer ${expected}`);
        assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      }
      for (const file of ['dashboard.html', 'pago/cuota.html', 'account/payments/history.html'])
        assert.ok(fs.existsSync(path.join(build.dist, file)), `the build writes ${file}`);
    },
  );
  await check('hashed assets are immutable for a year; a missing one is a 404, not HTML', async () => {
    const js = fs.readdirSync(path.join(build.dist, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await get(`/assets/${js}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    assert.equal((await get('/assets/missing-00000000.js')).status, 404);
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
  await check('/api/ reaches the API, whose answers keep their own caching', async () => {
    const res = await get('/api/socios/total');
    assert.equal(res.status, 200);
    assert.equal(typeof ((await res.json()) as { total?: unknown }).total, 'number');
    assert.equal(res.headers.get('cache-control'), null);
  });
  await check('the access log keeps no link secret, path or query; other requests keep theirs', async () => {
    const secret = 'a'.repeat(24) + 'c0ffee';
    const links = [
      `/password/reset-password?token=${secret}`,
      `/api/vouchers/7?key=${secret}`,
      `/api/vouchers/7?link=${secret}`,
      `/api/socios/email/validate/${secret}`,
      `/api/socios/account/associated/accept/${secret}`,
    ];
    for (const p of [...links, '/login?status=true']) await get(p);
    const log = fs.readFileSync(nginx.accessLog, 'utf8');
    assert.ok(!log.includes(secret), `a secret reached the access log:\n${log}`);
    for (const p of links) {
      const logged = p.split('?')[0]!.replace(secret, '[oculto]');
      assert.ok(log.includes(`"GET ${logged} HTTP/1.1"`), `${logged} is missing from:\n${log}`);
    }
    assert.ok(log.includes('"GET /login?status=true HTTP/1.1"'), 'other requests are logged as sent');
  });
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
  await nginx.stop();
  await mock.stop();
  build.release();
}
if (failures.length) {
  console.log(`\n${failures.length} nginx check(s) failed`);
  process.exit(1);
}
console.log('\nnginx: all checks passed');
