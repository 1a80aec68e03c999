// Runs the journeys in one engine: `node --import tsx scripts/engines/run.ts firefox|webkit --dist DIR
// [--width 390]…` (scripts/engines.ts starts it; WebKit under xvfb-run). One fake API serving the
// build, on the pinned, frozen clock; one browser; before each journey the fake is reset to its
// seed and the page's storage emptied, so journeys never see each other's state. The browser and
// the fake are stopped however the run ends (a signal included): nothing is left running.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journeyMockEnv, startMock, type RunningMock } from '../mock-process';
import { TEST_NOW } from '../../test-support';
import { driverFor, type EnginePage } from './driver';
import { openFirefox } from './firefox';
import { JOURNEYS } from './journeys';
import { openWebKit } from './webkit';

const OPEN = { firefox: openFirefox, webkit: openWebKit } as const;
type Engine = keyof typeof OPEN;
const HEIGHT = 844;

const argv = process.argv.slice(2);
const engine = argv[0] as Engine;
if (!(engine in OPEN))
  throw new Error(`usage: run.ts ${Object.keys(OPEN).join('|')} --dist DIR [--width N]…`);
const dist = argv[argv.indexOf('--dist') + 1];
if (!argv.includes('--dist') || !dist) throw new Error('--dist DIR: the build to serve');
const widths = argv.flatMap((a, i) => (argv[i - 1] === '--width' ? [Number(a)] : []));
if (widths.length === 0) widths.push(390, 1280);

let mock: RunningMock | undefined;
let page: EnginePage | undefined;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-engines-uploads-'));
async function stopAll() {
  await Promise.allSettled([page?.close(), mock?.stop()]);
  fs.rmSync(uploads, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(1)));

async function post(pathname: string, body?: unknown) {
  const res = await fetch(`${mock!.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname}: ${res.status}`);
}

/**
 * What fails a journey besides its screens: anything the page reports — an error logged or thrown,
 * an answer of 400 or more, a Content-Security-Policy violation (the deploy's policy must hold: zod
 * runs without eval). A request the browser aborted because the journey left the page is only
 * printed under the journey: leaving a page while its prefetches are on their way is what members do.
 */
const fails = (problem: string) => !/^request failed: .* \(NS_BINDING_ABORTED\)$/.test(problem);

/**
 * Unregisters the service worker and empties its caches; true once done. Each step is bounded: on a
 * busy machine WebKitGTK once held this past the script's 30 s, right after the sign-up journey; a
 * journey then starts with what was not forgotten still in place.
 */
const FORGET_WORKER = `(async () => {
  const bounded = (step) => Promise.race([step, new Promise((done) => setTimeout(done, 5000))]);
  const workers = navigator.serviceWorker ? (await bounded(navigator.serviceWorker.getRegistrations())) || [] : [];
  await bounded(Promise.all(workers.map((w) => w.unregister())));
  const names = self.caches ? (await bounded(caches.keys())) || [] : [];
  await bounded(Promise.all(names.map((name) => caches.delete(name))));
  return true;
})()`;

let failed = 0;
const started = Date.now();
try {
  mock = await startMock({ webDist: path.resolve(dist), env: journeyMockEnv(TEST_NOW, uploads) });
  page = await OPEN[engine]();
  const driver = driverFor(page, mock.url);
  for (const width of widths) {
    await driver.setViewport(width, HEIGHT);
    for (const journey of JOURNEYS) {
      const t0 = Date.now();
      // Clock first: the personas' dues are resolved against the clock at reset time.
      await post('/__mock/clock', { now: TEST_NOW });
      await post('/__mock/reset');
      // Storage is emptied on a same-origin page without the app (the icon, an SVG document: a
      // missing file would be answered with the SPA, whose chunks the next navigation aborts), so
      // no script of the app is left loading to fail as the journey navigates away.
      await driver.goto('/favicon.svg');
      await page.evaluate('(localStorage.clear(), sessionStorage.clear(), true)');
      // Each journey on a device the portal has not been on, as every Chromium journey but the
      // credential's offline ones (playwright.config.ts blocks the worker): the worker and its caches
      // an earlier journey left (the credential's) go too.
      await page.evaluate(FORGET_WORKER);
      page.takeProblems();
      let error: unknown;
      let notes: string[] = [];
      try {
        await journey.run(driver);
        const problems = page.takeProblems();
        const failing = problems.filter(fails);
        if (failing.length) error = new Error(`the page reported:\n    ${failing.join('\n    ')}`);
        notes = problems.filter((p) => !fails(p));
      } catch (thrown) {
        error = thrown;
      }
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const where = `${engine} ${width} px`;
      if (!error) console.log(`  ok     ${where}  ${journey.name} (${seconds} s)`);
      else {
        failed++;
        console.log(`  FAILED ${where}  ${journey.name} (${seconds} s)\n    ${String(error)}`);
        console.log(`    at ${await page.url().catch(() => '?')}`);
      }
      for (const note of notes) console.log(`    note: the page logged ${note}`);
    }
  }
} catch (error) {
  failed++;
  console.log(`  FAILED ${engine}: ${String(error)}`);
} finally {
  await stopAll();
}
const total = JOURNEYS.length * widths.length;
console.log(
  `${engine}: ${failed ? `${failed} FAILED of ${total}` : `${total} passed`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
