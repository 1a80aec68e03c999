// Builds the SPA into a folder (default web/dist): React Router's build (web/react-router.config.ts:
// SPA mode, the listed paths pre-rendered), laid out as the servers serve it (mock-server's
// --serve-web, deploy/nginx.conf): a page per pre-rendered path as `<path>.html` (`/` is
// index.html, which shows the login), shell.html for every other path. The pages' inline scripts
// become files (the CSP allows no inline code), and the worker is written last.
// Usage: tsx scripts/build-web.ts [outDir] [--demo]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { HtmlPage } from './html-page';
import { writeBootScript } from './boot-script';
import { writeServiceWorker } from './build-sw';
import { precompress } from './precompress';

/**
 * What `react-router build` says that is not for us: @react-router/dev 7.18 still passes Vite 8 an
 * option Vite has renamed, and Vite says so once per environment it builds.
 */
const KNOWN_NOISE = /The `envFile` option is deprecated/;

/** `react-router build` in web/, spawned: `npm test` builds while its checks run. */
function reactRouterBuild(buildDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['react-router', 'build'], {
      cwd: 'web',
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...env, PORTAL_BUILD_DIR: buildDir },
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (!KNOWN_NOISE.test(line)) process.stderr.write(`${line}\n`);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('react-router build failed'))));
  });
}

const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));

/** `<dir>/x/index.html` as `<dir>/x.html`, the SPA fallback as shell.html. */
function layOut(outDir: string) {
  fs.renameSync(path.join(outDir, '__spa-fallback.html'), path.join(outDir, 'shell.html'));
  for (const file of htmlFiles(outDir)) {
    const dir = path.dirname(file);
    if (path.basename(file) !== 'index.html' || dir === outDir) continue;
    fs.renameSync(file, `${dir}.html`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `code` as a file of the site's, named by its content; its path. */
function scriptFile(outDir: string, code: string): string {
  const name = `/assets/inline-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(outDir, name), code);
  return name;
}

/**
 * A page's inline scripts, in their order, run from one module file named by its content (the CSP
 * allows scripts only from the site); each element stays, empty, for React to hydrate
 * (docs/decisions/pre-rendering.md, "No inline scripts"). A pre-rendered page's boot script asks
 * for the module after the first paint (`afterPaint`); the shell's own element names it. Never
 * `async`: React takes a `<script async src>` for a resource of its own, and hydration failed.
 */
function inlineScriptsToFiles(outDir: string, page: HtmlPage, afterPaint: boolean): { module?: string } {
  const scripts = page.find('script').filter((script) => !HtmlPage.attribute(script, 'src'));
  const isModule = (script: (typeof scripts)[number]) => HtmlPage.attribute(script, 'type') === 'module';
  const classic = scripts.filter((s) => !isModule(s)).map((s) => HtmlPage.text(s));
  const modules = scripts.filter(isModule);
  if (!modules.length) return {};
  const module = scriptFile(outDir, [...classic, ...modules.map((s) => HtmlPage.text(s))].join(';\n'));
  for (const script of scripts) {
    const named = !afterPaint && script === modules[0];
    const attributes = named ? ` type="module" src="${module}"` : ' type="text/x-run-from-file"';
    page.replace(script, `<script${attributes}></script>`);
  }
  return afterPaint ? { module } : {};
}

/**
 * A pre-rendered page paints before its scripts are asked for: the boot script asks for the module
 * and its preloads after the first paint and holds a form's press until the app is ready
 * (web/src/boot/paint-first.ts). It blocks the parser, so no press reaches the form first; a preload
 * at the top of <head> asks for it before the stylesheets (docs/decisions/pre-rendering.md).
 */
function paintFirst(page: HtmlPage, boot: string, module: string | undefined) {
  const preloads = page.find('link', { rel: 'modulepreload' });
  const hrefs = preloads.map((link) => HtmlPage.attribute(link, 'href'));
  preloads.forEach((link) => page.remove(link));
  const entry = module ? ` data-entry="${module}" data-preloads="${hrefs.join(' ')}"` : '';
  // Right after the charset, which root.tsx writes first and a browser reads in the first bytes.
  const afterCharset = page.find('meta', { name: 'viewport' })[0];
  if (afterCharset) page.insertBefore(afterCharset, `<link rel="preload" as="script" href="${boot}">`);
  page.appendToHead([`<script src="${boot}"${entry}></script>`]);
}

/**
 * The shell waits for its scripts, so its HTML names them; the boot script only starts the screen's
 * reads, so it is `async` and preloaded ahead of them. Both go where hydration passes them by: React
 * takes an async script and a preload for resources, not for elements it rendered.
 */
function startReadsFirst(page: HtmlPage, boot: string) {
  const first = page.find('link', { rel: 'modulepreload' })[0];
  if (first) page.insertBefore(first, `<link rel="preload" as="script" href="${boot}">`);
  page.appendToHead([`<script async src="${boot}"></script>`]);
}

/**
 * A frame whose data is its largest paint (`scriptsAtOnceMeta`): its scripts (at low priority, the
 * stylesheets first) and reads are asked for at once, and the app still starts after the first
 * paint (`data-reads-at-once`; docs/decisions/pre-rendering.md).
 */
function readsAndScriptsAtOnce(page: HtmlPage, boot: string, module: string | undefined) {
  const low = (href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`;
  // The boot script first (it starts the reads), then the entry, then the scripts it imports.
  const first = `<link rel="preload" as="script" href="${boot}">${module ? low(module) : ''}`;
  page.find('link', { rel: 'modulepreload' }).forEach((link, i) => {
    page.replace(link, (i === 0 ? first : '') + low(HtmlPage.attribute(link, 'href')!));
  });
  const named = module ? ` data-entry="${module}" data-reads-at-once=""` : '';
  page.appendToHead([`<script async src="${boot}"${named}></script>`]);
}

function finishPage(outDir: string, file: string, boot: string) {
  const page = new HtmlPage(fs.readFileSync(file, 'utf8'));
  // The shell paints nothing before the app: its scripts are what it waits for. A pre-rendered page
  // paints first (the login, a screen's frame) and asks for its scripts then, unless its route says
  // its data is what the member waits for (`scriptsAtOnceMeta`, components/screen-frame.tsx).
  const frame = path.basename(file) !== 'shell.html';
  const atOnce = page.find('meta', { name: 'portal-scripts-at-once' }).length > 0;
  const { module } = inlineScriptsToFiles(outDir, page, frame);
  if (!frame) startReadsFirst(page, boot);
  else if (atOnce) readsAndScriptsAtOnce(page, boot, module);
  else paintFirst(page, boot, module);
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
  // Under web/ (Vite's root: it empties the folder itself), one per build (two may run at once);
  // inside the project, so the pre-render's (server) bundle resolves its packages from node_modules.
  const buildDir = path.resolve('web/build', String(process.pid));
  try {
    await reactRouterBuild(buildDir, env);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.cpSync(path.join(buildDir, 'client'), outDir, { recursive: true });
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  layOut(outDir);
  const boot = await writeBootScript(outDir);
  for (const file of htmlFiles(outDir)) finishPage(outDir, file, boot);
  // Last: it precaches shell.html as it is served, and the files it names.
  writeServiceWorker(outDir);
  precompress(outDir); // every page and file as it is served
}

// tsx scripts/build-web.ts [outDir] [--demo]: --demo (npm run demo) reports drifts to the fake API
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outDir = args.find((a) => !a.startsWith('--')) ?? 'web/dist';
  const demo = args.includes('--demo');
  await buildWeb(path.resolve(outDir), demo ? { contractReportUrl: DEMO_CONTRACT_REPORT_URL } : {});
}
