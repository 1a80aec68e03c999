// Builds the SPA into a folder (default web/dist): React Router's build (web/react-router.config.ts),
// laid out as the servers serve it (mock-server's --serve-web, deploy/nginx.conf): `<path>.html` per
// pre-rendered path (`/` is index.html), shell.html for every other path; the worker written last.
// Usage: tsx scripts/build-web.ts [outDir] [--demo]
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse, type HTMLElement } from 'node-html-parser';
import { writeBootScript } from './boot-script';
import { SCRIPTS_AT_ONCE_META } from '../web/src/components/screen-frame';
import { writeServiceWorker } from './build-sw';
import { precompress } from './precompress';

/** What `react-router build` says that is not for us: @react-router/dev 7.18 passes Vite 8 a renamed option. */
const KNOWN_NOISE = /The `envFile` option is deprecated/;

/** `react-router build` in web/, as a child process: `npm test` builds while its checks run. */
async function reactRouterBuild(buildDir: string, env: NodeJS.ProcessEnv) {
  const options = { cwd: 'web', env: { ...env, PORTAL_BUILD_DIR: buildDir }, maxBuffer: 2 ** 26 };
  const { stderr } = await promisify(execFile)('npx', ['react-router', 'build'], options);
  for (const line of stderr.split('\n')) if (line && !KNOWN_NOISE.test(line)) console.error(line);
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

/**
 * A page's inline scripts, in their order, as one module file named by its content (the CSP allows
 * scripts only from the site); its URL. Each element stays, empty, for React to hydrate; the shell's
 * first module names the file (`src`), a pre-rendered page's boot script asks for it. Never `async`:
 * React takes a `<script async src>` for a resource of its own, and hydration failed.
 */
function inlineScriptsToFile(outDir: string, page: HTMLElement, named: boolean): string {
  const inline = page.querySelectorAll('script:not([src])');
  const isModule = (script: HTMLElement) => script.getAttribute('type') === 'module';
  const code = [...inline.filter((s) => !isModule(s)), ...inline.filter(isModule)]
    .map((s) => s.rawText)
    .join(';\n');
  const module = `/assets/inline-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(outDir, module), code);
  const first = named ? inline.find(isModule) : undefined;
  for (const script of inline)
    script.replaceWith(
      `<script ${script === first ? `type="module" src="${module}"` : 'type="text/x-run-from-file"'}></script>`,
    );
  return module;
}

/**
 * The boot script (web/src/boot/paint-first.ts; docs/decisions/pre-rendering.md) on a page, asked
 * for by a preload right after the charset, ahead of the stylesheets. A pre-rendered page hands it
 * its module and preloads, to ask for once the page is painted; there it blocks the parser, so that
 * it holds a form's press before the form exists. A frame whose data is its largest paint
 * (`scriptsAtOnceMeta`) keeps its preloads, at low priority, and the shell keeps its own: there the
 * boot script is `async` and starts the reads at once.
 */
function finishPage(outDir: string, file: string, boot: string) {
  const page = parse(fs.readFileSync(file, 'utf8'), { comment: true });
  const frame = path.basename(file) !== 'shell.html';
  const atOnce = !frame || !!page.querySelector(`meta[name="${SCRIPTS_AT_ONCE_META}"]`);
  const module = inlineScriptsToFile(outDir, page, !frame);
  const preloads = page.querySelectorAll('link[rel="modulepreload"]');
  const hrefs = preloads.map((link) => link.getAttribute('href')).join(' ');
  if (!atOnce) preloads.forEach((link) => link.remove());
  else if (frame) {
    preloads.forEach((link) => link.setAttribute('fetchpriority', 'low'));
    preloads[0]?.insertAdjacentHTML(
      'beforebegin',
      `<link rel="modulepreload" href="${module}" fetchpriority="low">`,
    );
  }
  const viewport = page.querySelector('meta[name="viewport"]')!;
  viewport.insertAdjacentHTML('beforebegin', `<link rel="preload" as="script" href="${boot}">`);
  const entry = frame ? ` data-entry="${module}"${atOnce ? '' : ` data-preloads="${hrefs}"`}` : '';
  page
    .querySelector('head')!
    .insertAdjacentHTML('beforeend', `<script ${atOnce ? 'async ' : ''}src="${boot}"${entry}></script>`);
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
