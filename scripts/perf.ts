// `npm run perf`: builds the SPA, serves it as production does (scripts/perf/site.ts: nginx, HTTPS
// and HTTP/2, the fake API on a pinned clock behind it; `--http1`: the fake API alone) and prints, for every route of SPEC §2 (scripts/perf/routes.ts): the gzipped JavaScript it runs,
// and Lighthouse 12's mobile performance score, LCP, TBT and CLS as the median of 3 runs, in the
// system Chromium, with the requests the page made and the kilobytes they moved. Public routes are
// opened cold; member routes twice (scripts/perf/lighthouse-run.ts): warm, by a persona who has just
// logged in and stayed a few seconds on the dashboard, and cold, as from a link in an e-mail (the
// session in storage; HTTP cache, Cache Storage and service worker empty) — cold, also when the
// screen's own data is on screen ("data ms", scripts/perf/data-on-screen.ts: its LCP may be the
// screen's frame). Timings depend on the
// machine (and on what else runs on it: the load average is printed); CI checks only bytes.
// `npm run perf -- /register /my-profile` measures only those routes; `--cold` or `--warm` only that
// arrival; `--dist <folder>` serves that build instead of building; `--http1` serves it from the
// fake API alone (scripts/perf/site.ts); `--details` also prints what
// Lighthouse blames (the LCP element, the scripts that kept the main thread busy).
// `--against <folder>` measures that build too (an older one: "before"), run by run in turn with
// this one, the order swapped every run, so a drift of the machine's load falls on both alike; each
// route prints both medians and their difference.
// `--data` measures only when each member screen's data is on screen, cold (no Lighthouse): a run
// is cheaper, so there is time for the runs a small difference needs (PERF_RUNS=9); against
// another build, it says whether this one's runs are later beyond chance (scripts/perf/later.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser } from 'playwright-core';
import { buildWeb } from './build-web';
import { launchChromium } from './browser';
import { lighthouseRun, login, type Arrival, type RunResult } from './perf/lighthouse-run';
import { selectRoutes, type PerfRoute } from './perf/routes';
import { dataOnScreen } from './perf/data-on-screen';
import { chanceOfBeingAsLate } from './perf/later';
import { startSite, type Site } from './perf/site';

/** Runs per route and arrival (the median is printed); PERF_RUNS=1 for a quick look while working. */
const RUNS = Number(process.env.PERF_RUNS) || 3;
const DETAILS = process.argv.includes('--details');
const DATA_ONLY = process.argv.includes('--data');
/** The folder named after `flag` on the command line. */
const option = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? path.resolve(process.argv[at + 1]!) : undefined;
};
const prebuilt = option('--dist');
const against = option('--against');
const ROUTES = selectRoutes(
  process.argv.slice(2).filter((_, i, all) => !['--dist', '--against'].includes(all[i - 1]!)),
).filter((r) => !DATA_ONLY || r.persona);
/** Member routes are measured both ways unless `--warm` or `--cold` picks one (lighthouse-run.ts). */
const ARRIVALS: Arrival[] = process.argv.includes('--cold')
  ? ['cold']
  : process.argv.includes('--warm')
    ? ['warm']
    : ['warm', 'cold'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg()[0]!.toFixed(1);

// Everything started here is stopped on the way out, also on Ctrl-C: the fake API, browsers, the build.
const dist = prebuilt ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-perf-'));
const sites: Site[] = [];
const browsers = new Set<{ kill(): unknown }>();
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const b of browsers) b.kill();
  for (const site of sites) await site.stop();
  if (!prebuilt) fs.rmSync(dist, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

/** Gzipped bytes of the scripts the route ran (cold cache, session in storage) and of those it only prefetched. */
async function scriptBytes(
  { base, chromiumArgs }: Site,
  r: PerfRoute,
): Promise<{ run: number; prefetched: number }> {
  const browser: Browser = await launchChromium(chromiumArgs);
  const handle = { kill: () => void browser.close().catch(() => undefined) };
  browsers.add(handle);
  try {
    let storageState:
      Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | undefined;
    if (r.persona) {
      const ctx = await browser.newContext();
      await login(await ctx.newPage(), base, r.persona);
      storageState = await ctx.storageState();
      await ctx.close();
    }
    const page = await (await browser.newContext(storageState ? { storageState } : {})).newPage();
    const scripts: import('playwright-core').Response[] = [];
    page.on('response', (res) => {
      if (/\.js$/.test(new URL(res.url()).pathname) && res.status() === 200) scripts.push(res);
    });
    // A loaded machine once kept a cold dashboard from going idle within the default 30 s.
    await page.goto(base + r.url, { waitUntil: 'networkidle', timeout: 90_000 });
    const bytes = { run: 0, prefetched: 0 };
    for (const res of scripts) {
      const gzip = zlib.gzipSync(await res.body(), { level: 9 }).length;
      bytes[res.request().resourceType() === 'script' ? 'run' : 'prefetched'] += gzip;
    }
    return bytes;
  } finally {
    browsers.delete(handle);
    await browser.close();
  }
}

type Audits = RunResult['audits'];
function printDetails(audits: Audits, base: string) {
  type Item = Record<string, unknown> & { node?: { selector?: string }; url?: string };
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const lcp = items('largest-contentful-paint-element')[0] as { items?: Item[] } | undefined;
  console.log(`  LCP element: ${lcp?.items?.[0]?.node?.selector ?? '?'}`);
  for (const phase of lcp?.items?.slice(1) ?? []) console.log(`    ${JSON.stringify(phase)}`.slice(0, 200));
  for (const s of items('bootup-time').slice(0, 4))
    console.log(
      `  main thread: ${String(s.url).replace(base, '')} total ${Math.round(Number(s.total))} ms, script ${Math.round(Number(s.scripting))} ms`,
    );
  console.log(
    `  main thread by kind: ${items('mainthread-work-breakdown')
      .map((i) => `${String(i.groupLabel ?? i.group)} ${Math.round(Number(i.duration))} ms`)
      .join(', ')}`,
  );
  for (const t of items('long-tasks').slice(0, 5))
    console.log(
      `  long task: ${String(t.url).replace(base, '')} at ${Math.round(Number(t.startTime))} ms for ${Math.round(Number(t.duration))} ms`,
    );
}

/** The median row of one build's runs of a route (`label`: the route, and which build when two). */
function row(label: string, bytes: { run: number; prefetched: number }, runs: RunResult[], data?: number) {
  const m = (key: Exclude<keyof RunResult, 'audits' | 'runtimeError'>) => median(runs.map((run) => run[key]));
  return [
    label.padEnd(WIDTH),
    `${(bytes.run / 1024).toFixed(1)} KB`.padStart(9),
    m('score').toFixed(2).padStart(7),
    m('lcp').toFixed(0).padStart(8),
    m('tbt').toFixed(0).padStart(8),
    m('cls').toFixed(3).padStart(6),
    m('requests').toFixed(0).padStart(5),
    (m('bytes') / 1024).toFixed(0).padStart(6),
    (data === undefined ? '' : Number.isFinite(data) ? data.toFixed(0) : '> 20 s').padStart(8),
    load().padStart(5),
    bytes.prefetched ? `  + ${(bytes.prefetched / 1024).toFixed(1)} KB` : '',
  ].join(' ');
}

/**
 * This build's medians less the other's: score, LCP, TBT and, cold, the data on screen; for LCP and
 * TBT, how likely chance alone would make this build's as high.
 */
function difference(now: RunResult[], before: RunResult[], dataNow?: number, dataBefore?: number) {
  const d = (key: 'score' | 'lcp' | 'tbt') =>
    median(now.map((r) => r[key])) - median(before.map((r) => r[key]));
  const signed = (n: number, digits = 0) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;
  const data =
    dataNow !== undefined && dataBefore !== undefined && Number.isFinite(dataNow + dataBefore)
      ? `, data ${signed(dataNow - dataBefore)} ms`
      : '';
  // How likely alike builds would make this one's LCPs and TBTs as high (scripts/perf/later.ts).
  const p = (key: 'lcp' | 'tbt') =>
    `p = ${chanceOfBeingAsLate(
      now.map((r) => r[key]),
      before.map((r) => r[key]),
    ).toFixed(2)}`;
  return `${'  difference'.padEnd(WIDTH)} score ${signed(d('score'), 2)}, LCP ${signed(d('lcp'))} ms (${p('lcp')}), TBT ${signed(d('tbt'))} ms (${p('tbt')})${data}`;
}

/** Each build's milliseconds until `r`'s data is on screen, cold, the builds in turn as above. */
async function dataRunsInTurn(r: PerfRoute): Promise<number[][]> {
  const runs: number[][] = sites.map(() => []);
  for (let i = 0; i < RUNS; i++)
    for (const s of i % 2 ? [...sites.keys()].reverse() : [...sites.keys()])
      runs[s]!.push(await dataOnScreen(sites[s]!, r));
  return runs;
}

/**
 * `--data`'s rows: each build's median, its fastest and slowest run, and the difference, with how
 * likely chance alone would make this build's runs as late.
 */
function compareData(r: PerfRoute, runs: number[][], labels: string[]) {
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '> 20 s');
  runs.forEach((d, s) => {
    const sorted = [...d].sort((a, b) => a - b);
    console.log(
      `${(r.route + ' cold' + labels[s]).padEnd(WIDTH)} data ${ms(median(d)).padStart(6)} ms (${ms(sorted[0]!)}–${ms(sorted.at(-1)!)})  load ${load()}`,
    );
  });
  if (runs.length === 2) {
    const d = median(runs[0]!) - median(runs[1]!);
    // Later by more than chance (scripts/perf/later.ts): 1 in 20 or less.
    const p = chanceOfBeingAsLate(runs[0]!, runs[1]!);
    const verdict = p <= 0.05 ? 'LATER, beyond chance' : 'within chance';
    console.log(
      `${'  difference'.padEnd(WIDTH)} data ${d > 0 ? '+' : ''}${d.toFixed(0)} ms  (p = ${p.toFixed(3)}: ${verdict})`,
    );
  }
}

const WIDTH = Math.max(...ROUTES.map((r) => r.route.length)) + (against ? 16 : 5);

try {
  if (!prebuilt) await buildWeb(dist);
  const http1 = process.argv.includes('--http1');
  sites.push(await startSite(dist, { http1 }));
  if (against) sites.push(await startSite(against, { http1 }));
  const labels = against ? [' this build', ' against'] : [''];
  console.log(
    `perf on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 16)}Z, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, served by ${sites[0]!.servedBy}${against ? `; against ${against}, in turn` : ''}`,
  );
  if (DATA_ONLY) for (const r of ROUTES) compareData(r, await dataRunsInTurn(r), labels);
  else {
    console.log(
      `${'route'.padEnd(WIDTH)}   JS gzip   score   LCP ms   TBT ms    CLS   req     KB  data ms  load  (+ prefetched, not run)`,
    );
    for (const r of ROUTES) {
      const bytes: { run: number; prefetched: number }[] = [];
      for (const site of sites) bytes.push(await scriptBytes(site, r));
      for (const arrival of r.persona ? ARRIVALS : (['cold'] as const)) {
        const runs: RunResult[][] = sites.map(() => []);
        const dataRuns: number[][] = sites.map(() => []);
        // Cold, a member screen's LCP may be its frame: when its data shows is measured apart.
        const withData = arrival === 'cold' && !!r.persona;
        for (let i = 0; i < RUNS; i++) {
          const order = i % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
          for (const s of order) {
            const run = await lighthouseRun(sites[s]!, r, arrival, browsers);
            if (DETAILS) printDetails(run.audits, sites[s]!.base);
            runs[s]!.push(run);
            if (withData) dataRuns[s]!.push(await dataOnScreen(sites[s]!, r));
          }
        }
        const data = dataRuns.map((d) => (d.length ? median(d) : undefined));
        const name = r.persona ? `${r.route} ${arrival}` : r.route;
        sites.forEach((_, s) => console.log(row(name + labels[s], bytes[s]!, runs[s]!, data[s])));
        if (against) console.log(difference(runs[0]!, runs[1]!, data[0], data[1]));
      }
    }
  }
} finally {
  await cleanUp();
}
