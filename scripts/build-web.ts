// tsx scripts/build-web.ts [outDir=web/dist] [--demo]: React Router's build, laid out as the servers
// serve it (`<path>.html` per pre-rendered path, shell.html for any other); what it adds to the
// pages, and why: docs/decisions/pre-rendering.md.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse, type HTMLElement } from 'node-html-parser';
import { bootScript } from './boot-script';
import { SCRIPTS_AT_ONCE_META } from '../web/src/components/screen-frame';
import { writeServiceWorker } from './build-sw';
import { precompress } from './precompress';

/** The fake API's receiver of the SPA's drift reports: the demo's builds report there (README). */
export const DEMO_CONTRACT_REPORT_URL = '/__mock/contract-reports';

/** `react-router build` in web/, as a child process: `npm test` builds while its checks run. */
async function reactRouterBuild(buildDir: string, env: NodeJS.ProcessEnv) {
  const options = { cwd: 'web', env: { ...env, PORTAL_BUILD_DIR: buildDir }, maxBuffer: 2 ** 26 };
  const { stderr } = await promisify(execFile)('npx', ['react-router', 'build'], options);
  // @react-router/dev 7.18 passes Vite 8 a renamed option.
  for (const line of stderr.split('\n'))
    if (line && !/`envFile` option is deprecated/.test(line)) console.error(line);
}

const htmlFiles = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

/** Writes `code` as `assets/<name>-<hash>.js`; returns its URL. */
function writeAsset(outDir: string, name: string, code: string) {
  const url = `/assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(outDir, url), code);
  return url;
}

/** A page's inline scripts as one file, the elements left empty (the CSP; never `async`, React's). */
function inlineScriptsToFile(outDir: string, page: HTMLElement, named: boolean) {
  const inline = page.querySelectorAll('script:not([src])');
  const isModule = (script: HTMLElement) => script.getAttribute('type') === 'module';
  const ordered = [...inline.filter((s) => !isModule(s)), ...inline.filter(isModule)];
  const module = writeAsset(outDir, 'inline', ordered.map((s) => s.rawText).join(';\n'));
  const first = named ? inline.find(isModule) : undefined;
  const attributes = (s: HTMLElement) =>
    s === first ? `type="module" src="${module}"` : 'type="text/x-run-from-file"';
  for (const script of inline) script.replaceWith(`<script ${attributes(script)}></script>`);
  return module;
}

/** The boot script on a page: parser-blocking where it asks for the app, `async` where the page does. */
function finishPage(outDir: string, file: string, boot: string) {
  const page = parse(fs.readFileSync(file, 'utf8'), { comment: true });
  const frame = path.basename(file) !== 'shell.html';
  const atOnce = !frame || !!page.querySelector(`meta[name="${SCRIPTS_AT_ONCE_META}"]`);
  const module = inlineScriptsToFile(outDir, page, !frame);
  const preloads = page.querySelectorAll('link[rel="modulepreload"]');
  const hrefs = preloads.map((link) => link.getAttribute('href')).join(' ');
  const low = `<link rel="modulepreload" href="${module}" fetchpriority="low">`;
  if (!atOnce) preloads.forEach((link) => link.remove());
  else if (frame) {
    preloads.forEach((link) => link.setAttribute('fetchpriority', 'low'));
    preloads[0]?.insertAdjacentHTML('beforebegin', low);
  }
  const viewport = page.querySelector('meta[name="viewport"]')!;
  viewport.insertAdjacentHTML('beforebegin', `<link rel="preload" as="script" href="${boot}">`);
  const entry = frame ? ` data-entry="${module}"${atOnce ? '' : ` data-preloads="${hrefs}"`}` : '';
  const tag = `<script ${atOnce ? 'async ' : ''}src="${boot}"${entry}></script>`;
  page.querySelector('head')!.insertAdjacentHTML('beforeend', tag);
  fs.writeFileSync(file, page.toString());
}

/** `contractReportUrl`: VITE_CONTRACT_REPORT_URL unless the environment sets it (the demo's builds). */
export async function buildWeb(outDir: string, { contractReportUrl = '' } = {}): Promise<void> {
  const env = contractReportUrl
    ? { VITE_CONTRACT_REPORT_URL: contractReportUrl, ...process.env }
    : process.env;
  // Inside the project, so the pre-render's bundle finds node_modules; one per build (two may run).
  const buildDir = path.resolve('web/build', String(process.pid));
  try {
    await reactRouterBuild(buildDir, env);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.cpSync(path.join(buildDir, 'client'), outDir, { recursive: true });
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  fs.renameSync(path.join(outDir, '__spa-fallback.html'), path.join(outDir, 'shell.html'));
  for (const file of htmlFiles(outDir).filter((f) => f.endsWith('/index.html'))) {
    fs.renameSync(path.join(outDir, file), path.join(outDir, `${path.dirname(file)}.html`));
    fs.rmSync(path.join(outDir, path.dirname(file)), { recursive: true, force: true });
  }
  const boot = writeAsset(outDir, 'boot', await bootScript());
  for (const file of htmlFiles(outDir)) finishPage(outDir, path.join(outDir, file), boot);
  writeServiceWorker(outDir); // last: it precaches the pages as served, and the files they name
  precompress(outDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'web/dist');
  await buildWeb(outDir, args.includes('--demo') ? { contractReportUrl: DEMO_CONTRACT_REPORT_URL } : {});
}
