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
 * A page's inline scripts run from one file, named by its content: the CSP allows scripts only from
 * the site. One module (`module`): the classic ones' code (React Router's context, the scroll's
 * restoration) first, in the page's order, then the module's, whose imports start the app. A file
 * each cost a cold page five requests where one does. Each element stays, empty (a script with a
 * `src` runs the file, one of a type no browser runs runs nothing): React hydrates the elements it
 * rendered, and in production it compares neither their attributes nor their inner HTML (React
 * Router writes the code as such). The code kept inside too made every such page's HTML 0.5 KB
 * larger, all of it before the first paint.
 * - A pre-rendered page (`afterPaint`): the boot script asks for the module after the first
 *   paint. Asked for by the page, even deferred, it came with the stylesheet and put the paint off.
 * - The shell: the module's own element names the file.
 * Never `async`: React takes a `<script async src>` for a resource of its own, not the element it
 * rendered there, and the hydration failed.
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
 * A pre-rendered page needs no JavaScript to paint, so its scripts should not compete with the HTML
 * and CSS for a phone's bandwidth: the boot script requests the app's module and its preloads once
 * the first paint is on screen (web/src/boot/paint-first.ts), and holds a form's press until the app
 * is ready. Neither deferred nor async: the page's form is parsed only once it runs, so no press
 * reaches the form before presses are held (the browser would send the form itself, the password in
 * the URL). The stylesheets before it hold the paint as long, but it is asked for first, by a preload
 * at the top of <head> (where React's hydration passes it by, as a resource): found after them, its
 * request went out inside the parser's first task, and Lighthouse's simulation then put the paint a
 * round trip later (the card error page: 973–989 ms against 903 asked for first).
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
 * The shell: its scripts are what it waits for, so its HTML names them. The boot script only starts
 * the screen's reads, which the screen waits for last, so it runs as soon as it is there: `async`, not
 * deferred (a deferred script waits for the whole page and its stylesheets), and asked for first, by
 * a preload ahead of the scripts' (an async script at the end of <head> is asked for last, at low
 * priority). Both go where React's hydration passes them by: it takes an async script and a preload
 * for resources, not for the elements it rendered, and it reads <head> up to its last element.
 */
function startReadsFirst(page: HtmlPage, boot: string) {
  const first = page.find('link', { rel: 'modulepreload' })[0];
  if (first) page.insertBefore(first, `<link rel="preload" as="script" href="${boot}">`);
  page.appendToHead([`<script async src="${boot}"></script>`]);
}

/**
 * A frame whose data is what the member waits for (`scriptsAtOnceMeta`): its scripts, the entry
 * module among them, and its reads are asked for at once (the scripts first: over HTTP/1.1 a read
 * that takes long would hold one of the host's six connections), but the app runs after the first
 * paint, as on a page that paints first (`data-reads-at-once` tells the boot script). Run at once, on
 * a fast connection the app ran before the frame was painted, and Lighthouse's simulation counted
 * its whole code into the frame's first paint (the associated accounts' came after its data).
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
