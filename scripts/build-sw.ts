// Writes web/dist/sw.js: web/sw/service-worker.js with this build's version, the files it keeps for
// offline use (the app shell and what /credencial needs) and the API base baked in.
// Called by scripts/build-web.ts after shell.html exists; production builds only.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';

const TEMPLATE = fileURLToPath(new URL('../web/sw/service-worker.js', import.meta.url));

/** What the credential screen needs to open with no network: entry, member shell, antd, the screen. */
export const OFFLINE_MODULES = [
  'layout/app-layout.tsx',
  'app/antd-root.tsx',
  'features/credential/pages/credential-page.tsx',
];

/** The precache list: shell.html, the favicon, and the credential route's chunks with their CSS. */
export function precacheList(outDir: string): string[] {
  const chunks = readChunks(outDir);
  const entry = chunks.find((c) => c.isEntry)!.fileName;
  const files = staticClosure(chunks, [entry, ...OFFLINE_MODULES.map((m) => chunkOf(chunks, m).fileName)]);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const assets = new Set([...files].flatMap((f) => [f, ...(byFile.get(f)?.css ?? [])]));
  return ['/shell.html', '/favicon.svg', ...[...assets].sort().map((f) => `/${f}`)];
}

export interface SwBuild {
  version: string;
  precache: string[];
  apiBase: string;
}

/** The worker's code for one build: its settings on the first line, then the template. */
export function serviceWorkerSource(build: SwBuild): string {
  return `self.SW_BUILD = ${JSON.stringify(build)};\n${fs.readFileSync(TEMPLATE, 'utf8')}`;
}

/** Writes sw.js into a built dist; returns its settings. */
export function writeServiceWorker(outDir: string, apiBase = process.env.VITE_API_URL || '/api/'): SwBuild {
  const precache = precacheList(outDir);
  // New shell, new assets or a new worker ⇒ a new version ⇒ new cache names.
  const version = createHash('sha256')
    .update(fs.readFileSync(TEMPLATE))
    .update(fs.readFileSync(path.join(outDir, 'shell.html')))
    .update(JSON.stringify({ precache, apiBase }))
    .digest('hex')
    .slice(0, 12);
  const build = { version, precache, apiBase };
  fs.writeFileSync(path.join(outDir, 'sw.js'), serviceWorkerSource(build));
  return build;
}
