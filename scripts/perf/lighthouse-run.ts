// One Lighthouse run (mobile, default simulated throttling) of one route, in a fresh Chromium, in one
// of the two ways a member reaches a screen:
// - warm: the persona has just logged in and stayed a few seconds on the screen the login leads to
//   (the dashboard's idle prefetch is then in the HTTP cache, the service worker installed);
// - cold: a link from an e-mail or the first visit after a release — the session is in storage,
//   but the HTTP cache, Cache Storage and the service worker are empty.
// Public routes are always opened cold with empty storage (Lighthouse's own reset).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, loginThroughForm } from '../browser';
import type { Persona } from '../../test-support';
import type { PerfRoute } from './routes';
import type { Site } from './site';

/** How long the member stays on the screen the login leads to (the dashboard's prefetch runs at idle). */
const DWELL_MS = 4000;

export type Arrival = 'warm' | 'cold';

export async function login(page: Page, base: string, persona: Persona, dwellMs = DWELL_MS) {
  await loginThroughForm(page, base, persona);
  await page.waitForTimeout(dwellMs);
}

/** Everything the browser kept of the site except local storage (where the session is). */
async function emptyCaches(page: Page, base: string) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];
export interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Requests the page made, and the bytes they moved (compressed, headers included). */
  requests: number;
  bytes: number;
  audits: Audits;
  /** Lighthouse's own failure code, when the run failed (then the score is 0). */
  runtimeError?: string;
}

/**
 * One Lighthouse run of a route. A run Lighthouse itself reports as failed (`runtimeError`, e.g. no
 * paint seen in time on a loaded 2-core machine) has no score: counted as 0 it pulled a median of
 * three down, so it is run again, up to twice, and the failure said.
 */
export async function lighthouseRun(
  site: Site,
  r: PerfRoute,
  arrival: Arrival,
  track: { add(b: { kill(): unknown }): void; delete(b: { kill(): unknown }): void },
): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouseOnce(site, r, arrival, track);
    if (!run.runtimeError || attempt === 3) return run;
    console.warn(`  ${r.route} ${arrival}: Lighthouse failed (${run.runtimeError}), run again`);
  }
}

async function lighthouseOnce(
  { base, chromiumArgs }: Site,
  r: PerfRoute,
  arrival: Arrival,
  track: { add(b: { kill(): unknown }): void; delete(b: { kill(): unknown }): void },
): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...chromiumArgs],
  });
  track.add(chrome);
  try {
    if (r.persona) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const ctx = browser.contexts()[0]!;
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await login(page, base, r.persona, arrival === 'cold' ? 0 : DWELL_MS);
      if (arrival === 'cold') await emptyCaches(page, base);
      await browser.close();
    }
    const result = await lighthouse(base + r.url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      // Keep the session (and, warm, the cache) the login left: Lighthouse clears both by default.
      disableStorageReset: !!r.persona,
      logLevel: 'error',
    });
    const audits = result!.lhr.audits;
    const network = ((audits['network-requests']?.details as { items?: { transferSize?: number }[] })
      ?.items ?? []) as { transferSize?: number }[];
    return {
      score: result!.lhr.categories.performance!.score ?? 0,
      lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
      tbt: audits['total-blocking-time']!.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
      requests: network.length,
      bytes: network.reduce((sum, n) => sum + (n.transferSize ?? 0), 0),
      audits,
      runtimeError: result!.lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
    track.delete(chrome);
  }
}
