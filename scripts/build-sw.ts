// Writes web/dist/sw.js: web/sw/service-worker.js with this build's version, the files it keeps for
// offline use (the app shell and what /credencial needs), the member screens' files it fetches in the
// background once installed, and the API base baked in.
// Called by scripts/build-web.ts after shell.html exists; production builds only.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootChunks, chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';
import { coldLoad } from './perf/cold-load';
import { MEMBER_SCREENS } from './member-pages';
import { startModulesOf } from './perf/route-bundle';
import { paths } from '../web/src/app/paths';
import { SCREENS } from '../web/src/app/screens';

const TEMPLATE = fileURLToPath(new URL('../web/sw/service-worker.js', import.meta.url));

/**
 * What the credential screen needs to open with no network: entry, member shell, the blocked-member
 * guard around it, the screen.
 */
const OFFLINE_MODULES = startModulesOf(SCREENS.find((s) => s.path === paths.credential)!);

/**
 * What the app's start imports on every page besides its boot steps: the worker's registration
 * (app/service-worker.ts). Offline its download would fail, an uncaught error on the credential.
 */
const START_EXTRAS = ['app/service-worker.ts'];

/** The files of this origin a page names in its HTML (scripts, stylesheets, preloads, icons, manifest). */
function namedFiles(html: string): string[] {
  const named = [...html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => m[1]!);
  return named.filter((f) => !f.startsWith('//'));
}

/**
 * The precache list: shell.html, every file it names (the entry, its preloads, the favicon, the
 * manifest and its icon), the entry's boot steps (web/src/main.tsx imports the contract and the
 * app's start dynamically), the worker's registration, and the credential route's chunks with their
 * CSS. Offline, the worker
 * answers a page with shell.html: every file that page needs to start must be here, not left to the
 * browser's HTTP cache — a boot step missing from both left an offline reload a blank white page.
 */
export function precacheList(outDir: string): string[] {
  const chunks = readChunks(outDir);
  const boot = bootChunks(chunks).all;
  const extras = START_EXTRAS.flatMap((m) =>
    chunks.filter((c) => c.facadeModuleId?.endsWith(m)).map((c) => c.fileName),
  );
  const files = staticClosure(chunks, [
    ...boot,
    ...OFFLINE_MODULES.map((m) => chunkOf(chunks, m).fileName),
    ...extras,
  ]);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const assets = new Set([...files].flatMap((f) => [f, ...(byFile.get(f)?.css ?? [])].map((a) => `/${a}`)));
  const shell = fs.readFileSync(path.join(outDir, 'shell.html'), 'utf8');
  for (const named of namedFiles(shell)) if (fs.existsSync(path.join(outDir, named))) assets.add(named);
  assets.delete('/shell.html');
  return ['/shell.html', ...[...assets].sort()];
}

/**
 * The hashed files the member screens download cold (scripts/perf/cold-load.ts), beyond the
 * precache: fetched in the background once a release's worker is active, so the next link to a
 * member screen opens warm. Only with a build's chunk graph and shell (a unit test's may have none).
 */
export function screenFiles(outDir: string, precache: string[]): string[] {
  if (!fs.existsSync(path.join(outDir, 'dashboard.html'))) return [];
  const routes = ['/dashboard', ...MEMBER_SCREENS.map((s) => s.path)];
  const files = new Set(routes.flatMap((r) => coldLoad(outDir, r).files));
  return [...files]
    .filter((f) => f.startsWith('assets/'))
    .map((f) => `/${f}`)
    .filter((f) => !precache.includes(f))
    .sort();
}

export interface SwBuild {
  version: string;
  precache: string[];
  /** Fetched after install, in the background (see screenFiles). */
  screens: string[];
  apiBase: string;
}

/** The worker's code for one build: its settings on the first line, then the template. */
export function serviceWorkerSource(build: SwBuild): string {
  return `self.SW_BUILD = ${JSON.stringify(build)};\n${fs.readFileSync(TEMPLATE, 'utf8')}`;
}

/** Writes sw.js into a built dist; returns its settings. */
export function writeServiceWorker(outDir: string, apiBase = process.env.VITE_API_URL || '/api/'): SwBuild {
  const precache = precacheList(outDir);
  const screens = screenFiles(outDir, precache);
  // New shell, new assets or a new worker ⇒ a new version ⇒ new cache names.
  const version = createHash('sha256')
    .update(fs.readFileSync(TEMPLATE))
    .update(fs.readFileSync(path.join(outDir, 'shell.html')))
    .update(JSON.stringify({ precache, screens, apiBase }))
    .digest('hex')
    .slice(0, 12);
  const build = { version, precache, screens, apiBase };
  fs.writeFileSync(path.join(outDir, 'sw.js'), serviceWorkerSource(build));
  return build;
}
