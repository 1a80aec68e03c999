// `npm run perf`: builds the SPA, serves the demo (fake API + built SPA on one port, pinned clock)
// and prints, for /login and for /dashboard logged in as María José: the gzipped JavaScript fetched
// until the network is idle, and Lighthouse 12's mobile performance score, LCP, TBT and CLS as the
// median of 3 runs, in the system Chromium. Timings depend on the machine; CI checks only bytes.
import { spawn } from 'node:child_process';
import { buildWeb } from './build-web';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import net from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, launchChromium } from './browser';

const RUNS = 3;
// `npm run perf -- --details` also prints, per run, what Lighthouse blames: the LCP element and
// the scripts that kept the main thread busy (to know which change to try next).
const DETAILS = process.argv.includes('--details');
// `npm run perf -- /dashboard` measures only the routes named.
const ONLY = process.argv.slice(2).filter((a) => a.startsWith('/'));
const PERSONA = { rut: '123456785', password: 'socio1234' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-perf-'));
await buildWeb(dist);
const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn('npx', ['tsx', 'mock-server/src/server.ts', '--serve-web'], {
  env: {
    ...process.env,
    MOCK_PORT: String(port),
    WEB_URL: base,
    MOCK_WEB_DIST: dist,
    MOCK_NOW: '2026-11-21T12:00:00-03:00',
    MOCK_FREEZE: '1',
  },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/api/socios/total`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

async function login(page: import('playwright-core').Page) {
  await page.goto(`${base}/login`);
  await page.getByLabel('RUT').fill(PERSONA.rut);
  await page.getByLabel('Contraseña', { exact: true }).fill(PERSONA.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
}

/**
 * Gzipped bytes of the JavaScript the page fetched until the network went idle: the scripts it ran,
 * and the ones it only prefetched for the next screen (downloaded at idle, not run).
 */
async function scriptBytes(route: string, loggedIn: boolean): Promise<{ run: number; prefetched: number }> {
  const browser = await launchChromium();
  let storageState: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | undefined;
  if (loggedIn) {
    // Log in in one context, then measure in a fresh one (empty HTTP cache) with the same session.
    const ctx = await browser.newContext();
    await login(await ctx.newPage());
    storageState = await ctx.storageState();
    await ctx.close();
  }
  const page = await (await browser.newContext(storageState ? { storageState } : {})).newPage();
  const scripts: import('playwright-core').Response[] = [];
  page.on('response', (res) => {
    if (/\.js$/.test(new URL(res.url()).pathname) && res.status() === 200) scripts.push(res);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const bytes = { run: 0, prefetched: 0 };
  for (const res of scripts) {
    const gzip = zlib.gzipSync(await res.body(), { level: 9 }).length;
    bytes[res.request().resourceType() === 'script' ? 'run' : 'prefetched'] += gzip;
  }
  await browser.close();
  return bytes;
}

async function lighthouseRun(route: string, loggedIn: boolean) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (loggedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
      await login(page);
      await browser.close();
    }
    const result = await lighthouse(base + route, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: loggedIn,
      logLevel: 'error',
    });
    const audits = result!.lhr.audits;
    if (DETAILS) printDetails(audits);
    return {
      score: result!.lhr.categories.performance!.score ?? 0,
      lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
      tbt: audits['total-blocking-time']!.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];
function printDetails(audits: Audits) {
  type Item = Record<string, unknown> & { node?: { selector?: string }; url?: string };
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const lcp = items('largest-contentful-paint-element')[0] as { items?: Item[] } | undefined;
  console.log(`  LCP element: ${lcp?.items?.[0]?.node?.selector ?? '?'}`);
  for (const phase of (lcp as { items?: Item[] } | undefined)?.items?.slice(1) ?? [])
    console.log(`    ${JSON.stringify(phase)}`.slice(0, 200));
  for (const s of items('bootup-time').slice(0, 4))
    console.log(
      `  main thread: ${String(s.url).replace(base, '')} total ${Math.round(Number(s.total))} ms, script ${Math.round(Number(s.scripting))} ms`,
    );
  for (const t of items('long-tasks').slice(0, 5))
    console.log(
      `  long task: ${String(t.url).replace(base, '')} at ${Math.round(Number(t.startTime))} ms for ${Math.round(Number(t.duration))} ms`,
    );
}

try {
  console.log(
    `perf on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('route       JS gzip   score   LCP ms   TBT ms   CLS   (+ prefetched, not run)');
  for (const [route, loggedIn] of [
    ['/login', false],
    ['/dashboard', true],
  ] as const) {
    if (ONLY.length > 0 && !ONLY.includes(route)) continue;
    const bytes = await scriptBytes(route, loggedIn);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(route, loggedIn));
    const row = [
      route.padEnd(10),
      `${(bytes.run / 1024).toFixed(1)} KB`.padStart(9),
      median(runs.map((r) => r.score))
        .toFixed(2)
        .padStart(7),
      median(runs.map((r) => r.lcp))
        .toFixed(0)
        .padStart(8),
      median(runs.map((r) => r.tbt))
        .toFixed(0)
        .padStart(8),
      median(runs.map((r) => r.cls))
        .toFixed(3)
        .padStart(6),
      bytes.prefetched ? `  + ${(bytes.prefetched / 1024).toFixed(1)} KB` : '',
    ];
    console.log(row.join(' '));
  }
} finally {
  server.kill();
  fs.rmSync(dist, { recursive: true, force: true });
}
