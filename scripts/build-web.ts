// Builds the SPA into a folder (default web/dist) and pre-renders what can be drawn without data.
// Output, per the screens' list (web/src/app/screens.ts, `prerender`): index.html (login
// pre-rendered, served for / and /login); one file per other pre-rendered screen, named after its
// path (register.html, password/recover-password.html, password/reset-password.html,
// email-validation.html, cards/subscription/error.html); dashboard.html (the member's shell with
// the dashboard's placeholders); one file per framed member screen (pago/cuota.html…: its frame,
// scripts/member-frames.ts); and shell.html (empty root) for every other route, so a member
// opening one never sees the login flash. A server serves `<path>.html` when it exists, else
// shell.html (mock-server's --serve-web, deploy/nginx.conf).
// Usage: tsx scripts/build-web.ts [outDir] [--demo]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootChunks, chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';
import { writeServiceWorker } from './build-sw';
import { precompress } from './precompress';
import { writeBootScript } from './boot-script';
import { HtmlPage } from './html-page';
import { renderMemberFrame } from './member-frames';
import { modulesOf, startModulesOf } from './perf/route-bundle';
import { paths } from '../web/src/app/paths';
import { SCREENS, type Screen } from '../web/src/app/screens';

/**
 * `vite build`, spawned rather than run synchronously: `npm test` builds while its checks run, and
 * a synchronous child would hold that process (and the checks' ends) until the build is done.
 */
function vite(args: string[], logLevel = 'warn', env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', logLevel, ...args],
      { stdio: 'inherit', env },
    );
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed`)),
    );
  });
}

/**
 * A pre-rendered page asks for its scripts only once its first paint is on screen: the entry module
 * and its preloads, named on the boot script's element, which requests them then
 * (web/src/boot/paint-first.ts). The boot script is neither deferred nor async: the page's form is
 * parsed only once it runs, so no press reaches the form before it holds presses (the browser would
 * send the form itself, the password in the URL). It costs the paint nothing: the stylesheet after
 * it, asked for at the same time, holds the paint longer.
 */
function paintFirst(page: HtmlPage, boot: string, reads: string[] = [], charge: string[] = []): HtmlPage {
  const entry = page.find('script', { type: 'module' })[0];
  const src = entry && HtmlPage.attribute(entry, 'src');
  if (!entry || !src) throw new Error('entry script not found in index.html');
  const preloads = page.find('link', { rel: 'modulepreload' });
  const hrefs = preloads.map((link) => HtmlPage.attribute(link, 'href'));
  page.replace(
    entry,
    `<script src="${boot}" data-entry="${src}" data-preloads="${hrefs.join(' ')}"${readsAttribute(reads, charge)}></script>`,
  );
  preloads.forEach((link) => page.remove(link));
  return page;
}

/**
 * `<link rel="preload" as="script">` for the chunks `modules` need beyond the boot's: fetched at
 * once, with the framework, but parsed only when the app imports them (a `modulepreload` would
 * parse them all at once, in one long task).
 */
function scriptPreloadsOf(outDir: string, modules: string[]): string {
  const chunks = readChunks(outDir);
  const boot = bootChunks(chunks).all;
  const closure = staticClosure(
    chunks,
    modules.map((m) => chunkOf(chunks, m).fileName),
  );
  return [...closure]
    .filter((f) => !boot.has(f))
    .map((f) => `<link rel="preload" as="script" crossorigin href="/${f}">`)
    .join('\n    ');
}

/**
 * The boot script's `data-reads`: the screen's reads it starts before the app's code is there; and
 * `data-charge`, the read it starts from one of their answers (route-reads.ts, earlyChargeUrls).
 */
const readsAttribute = (reads: string[], charge: string[] = []) =>
  (reads.length ? ` data-reads="${reads.join(' ')}"` : '') +
  (charge.length ? ` data-charge="${charge.join(' ').replace(/&/g, '&amp;')}"` : '');

/**
 * The screens pre-rendered into their own file and hydrated (the login's is index.html): the URL
 * rendered and the modules they load.
 */
export const PRERENDERED_PAGES = SCREENS.filter(
  (s): s is Screen & { prerender: { hydrate: true; query?: string; member?: boolean } } =>
    !!s.prerender && 'hydrate' in s.prerender,
).map((s) => ({
  path: s.path,
  query: s.prerender.query,
  member: s.prerender.member,
  modules: modulesOf(s),
}));

/** The member screens drawn as their frame (scripts/member-frames.ts). */
export const FRAMED_PAGES = SCREENS.filter(
  (s): s is Screen & { prerender: { frame: true; onboarding?: true } } =>
    !!s.prerender && 'frame' in s.prerender,
).map((s) => ({
  path: s.path,
  onboarding: !!s.prerender.onboarding,
  modules: startModulesOf(s),
  reads: s.reads,
}));

/** `<link rel="stylesheet">`s for the CSS Vite would load with these modules' chunks (it skips them then). */
function stylesheetsOf(outDir: string, modules: string[]): string {
  const chunks = readChunks(outDir);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = staticClosure(
    chunks,
    modules.map((m) => chunkOf(chunks, m).fileName),
  );
  // Not the entry's: index.html links it already.
  const entryCss = new Set(staticClosure(chunks, [chunks.find((c) => c.isEntry)!.fileName]));
  const css = new Set([...closure].filter((f) => !entryCss.has(f)).flatMap((f) => byFile.get(f)?.css ?? []));
  return [...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ');
}

/**
 * A pre-rendered page: `template` (Vite's index.html) with `head` at the end of <head> and `root` in
 * place of its empty #root.
 */
function prerenderedPage(template: string, head: string[], root: string): HtmlPage {
  const page = new HtmlPage(template);
  page.appendToHead(head);
  page.replace(page.emptyRoot(), root);
  return page;
}

/** The app's #root holding `body`, its `data-*` attributes telling app/start.tsx what it holds. */
function rootElement(data: Record<string, string>, body: string): string {
  const attributes = Object.entries(data).map(([key, value]) => ` data-${key}="${value}"`);
  return `<div id="root"${attributes.join('')}>${body}</div>`;
}

function writePage(outDir: string, urlPath: string, page: HtmlPage) {
  const file = path.join(outDir, `${urlPath.replace(/^\//, '')}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page.toString());
}

/** The fake API's receiver of the SPA's drift reports: the demo's builds report there (README). */
export const DEMO_CONTRACT_REPORT_URL = '/__mock/contract-reports';

export interface BuildOptions {
  /** VITE_CONTRACT_REPORT_URL unless the environment sets it: the demo's and the browser tests' builds. */
  contractReportUrl?: string;
}

export async function buildWeb(outDir: string, options: BuildOptions = {}): Promise<void> {
  const env = { ...process.env };
  if (options.contractReportUrl && !env.VITE_CONTRACT_REPORT_URL)
    env.VITE_CONTRACT_REPORT_URL = options.contractReportUrl;
  await vite(['--outDir', outDir], 'warn', env);
  // Inside the project so the SSR bundle resolves react from node_modules.
  const ssrDir = path.resolve('node_modules/.cache', `portal-socios-ssr-${process.pid}`);
  // Errors only: it also imports lazily loaded screens statically, which Vite warns about (harmless here).
  await vite(['--ssr', 'src/prerender.tsx', '--outDir', ssrDir], 'error', env);
  try {
    // Vite's, with the hints only the build knows (scripts/vite/head-hints.ts): the template of every page.
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const bundle = fs.readdirSync(ssrDir).find((f) => /^prerender\.m?js$/.test(f));
    if (!bundle) throw new Error('pre-render bundle missing');
    // React is external to the SSR bundle and reads NODE_ENV in Node: its production build, as the
    // browser's.
    process.env.NODE_ENV = 'production';
    const ssr = (await import(
      pathToFileURL(path.join(ssrDir, bundle)).href
    )) as typeof import('../web/src/prerender');
    fs.writeFileSync(path.join(outDir, 'shell.html'), html);
    const boot = await writeBootScript(outDir);
    for (const page of PRERENDERED_PAGES) {
      const url = page.query ? `${page.path}?${page.query}=prerender` : page.path;
      const body = await ssr.renderRoute(url, { member: page.member });
      const head = [stylesheetsOf(outDir, page.modules)];
      const root = { prerendered: 'hydrate', query: page.query ?? '', session: page.member ? 'member' : '' };
      // The login is index.html, which / and /login are served.
      const file = page.path === paths.login ? '/index' : page.path;
      writePage(outDir, file, paintFirst(prerenderedPage(html, head, rootElement(root, body)), boot));
    }
    // The dashboard's placeholders need their own small stylesheet (not in the app's bundle).
    const skeletonCss = fs.readFileSync(
      'web/src/features/dashboard/components/dashboard-skeleton.css',
      'utf8',
    );
    const dashModules = modulesOf(SCREENS.find((s) => s.path === paths.dashboard)!);
    // Not paintFirst: the placeholders are not what the member came for, the dashboard's content
    // is, and it needs the scripts as early as the empty shell gets them. The boot script still
    // starts its reads, before the scripts have downloaded: `async`, as it arrives (deferred, it
    // ran after the entry module, which waits for the framework: much later on a cold phone).
    const dashReads = ssr.earlyReadUrls('dashboard');
    const dashHead = [
      stylesheetsOf(outDir, dashModules),
      scriptPreloadsOf(outDir, dashModules),
      `<style>${skeletonCss}</style>`,
      `<script async src="${boot}"${readsAttribute(dashReads, ssr.earlyChargeUrls('dashboard'))}></script>`,
    ];
    const dashRoot = rootElement({ prerendered: 'placeholder' }, await ssr.renderDashboardShell());
    writePage(outDir, paths.dashboard, prerenderedPage(html, dashHead, dashRoot));
    for (const page of FRAMED_PAGES) {
      const head = [stylesheetsOf(outDir, page.modules)];
      const frame = prerenderedPage(html, head, await renderMemberFrame(ssr, page));
      const reads = ssr.earlyReadUrls(page.reads);
      writePage(outDir, page.path, paintFirst(frame, boot, reads, ssr.earlyChargeUrls(page.reads)));
    }
    writeServiceWorker(outDir); // after shell.html: its content is part of the worker's version
    precompress(outDir); // last: every page and file as it is served
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

// tsx scripts/build-web.ts [outDir] [--demo]: --demo (npm run demo) reports drifts to the fake API
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outDir = args.find((a) => !a.startsWith('--')) ?? 'web/dist';
  const demo = args.includes('--demo');
  await buildWeb(path.resolve(outDir), demo ? { contractReportUrl: DEMO_CONTRACT_REPORT_URL } : {});
}
