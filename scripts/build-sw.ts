// Writes web/dist/sw.js: web/sw/service-worker.js with this build's version, the files it keeps for
// offline use (the app shell and what /credencial needs), the member screens' files it fetches in the
// background once installed, and the API base baked in. Called by scripts/build-web.ts once the
// pages are laid out and their inline scripts are files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readChunks } from './perf/chunk-graph-plugin';
import { coldFiles } from './perf/cold-load';
import { chunksOf, cssOf, inBuild, memberRoutes, readManifest, routeChain } from './perf/manifest';
import { paths } from '../web/src/app/paths';

const TEMPLATE = fileURLToPath(new URL('../web/sw/service-worker.js', import.meta.url));

/** The files of this origin a page names in its HTML (scripts, stylesheets, preloads, icons, manifest). */
function namedFiles(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => `/${inBuild(m[1]!)}`);
}

/**
 * The precache list: shell.html and every file it names (React Router's manifest, the entry, the
 * root and what they import, the inline scripts run from files, the boot script, the favicon, the
 * web app manifest and its icon), what the entry imports later (the worker's registration), and the
 * credential route's chunks, its layouts' and their CSS, from React Router's manifest, and the
 * workers those chunks start (the QR's). Offline, the
 * worker answers a page with shell.html: every file that page needs to start must be here, not left
 * to the browser's HTTP cache — a file missing from both left an offline reload a blank white page.
 */
export function precacheList(outDir: string): string[] {
  const manifest = readManifest(outDir);
  const credential = [manifest.entry, ...routeChain(manifest, paths.credential)];
  const chunks = readChunks(outDir);
  const later = chunks.get(inBuild(manifest.entry.module))?.dynamicImports ?? [];
  const credentialChunks = chunksOf(credential);
  const workers = credentialChunks.flatMap((file) => chunks.get(file)?.workers ?? []);
  const assets = new Set(
    [manifest.file, ...credentialChunks, ...cssOf(credential), ...later, ...workers].map((f) => `/${f}`),
  );
  const shell = fs.readFileSync(path.join(outDir, 'shell.html'), 'utf8');
  for (const named of namedFiles(shell)) if (fs.existsSync(path.join(outDir, named))) assets.add(named);
  assets.delete('/shell.html');
  return ['/shell.html', ...[...assets].sort()];
}

/**
 * The hashed files the member screens download cold (scripts/perf/cold-load.ts), beyond the
 * precache: fetched in the background once a release's worker is active, so the next link to a
 * member screen opens warm.
 */
export function screenFiles(outDir: string, precache: string[]): string[] {
  const files = new Set(memberRoutes(readManifest(outDir)).flatMap((r) => coldFiles(outDir, r.path).files));
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
