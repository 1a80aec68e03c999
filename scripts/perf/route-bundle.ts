// What a route downloads before it can paint, computed from the build's chunk graph: the entry
// chunk, the route's screen (and layout) chunks and everything they import statically. Bytes are
// gzip level 9 of the files on disk, so the figure is deterministic (the budget check in `npm test`
// relies on that).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bootChunks, chunkOf, readChunks, staticClosure } from './chunk-graph-plugin.ts';
import { SCREENS, type Screen } from '../../web/src/app/screens.ts';

const SHELL = 'layout/app-layout.tsx';
/** The access rule for blocked members (app/blocked-guard.tsx), loaded with the screens it guards. */
const BLOCKED_GUARD = 'app/blocked-guard.tsx';

/** The modules a screen's first load runs besides the entry chunk: the member's shell, the page. */
export const modulesOf = (screen: Screen): string[] => [
  ...(screen.layout === 'member' ? [SHELL] : []),
  `${screen.page}.tsx`,
];

/** What a screen runs at start: its modules, and the blocked-member guard when it sits under it. */
export const startModulesOf = (screen: Screen): string[] => [
  ...modulesOf(screen),
  ...(screen.blocked ? [BLOCKED_GUARD] : []),
];

/**
 * Every route of the screens' list (web/src/app/screens.ts): the modules its first load runs
 * (besides the entry chunk), and what must not ride along with it (the screen's `forbidden`).
 */
export const ROUTES: Record<string, { modules: string[]; forbidden?: RegExp }> = Object.fromEntries(
  SCREENS.map((screen) => [
    screen.path,
    { modules: modulesOf(screen), ...(screen.forbidden ? { forbidden: screen.forbidden } : {}) },
  ]),
);

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  forbiddenModules: string[];
}

export function routeBundle(dist: string, route: string): BundleReport {
  const { modules, forbidden } = ROUTES[route] ?? {};
  if (!modules) throw new Error(`${route} is not a screen of web/src/app/screens.ts`);
  const chunks = readChunks(dist);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The entry starts the app through dynamic imports, in steps (web/src/main.tsx): all run at boot.
  const seen = staticClosure(chunks, [
    ...bootChunks(chunks).all,
    ...modules.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const files = [...seen].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  const forbiddenModules = [...seen]
    .flatMap((f) => byFile.get(f)?.modules ?? [])
    .filter((m) => forbidden?.test(m));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), forbiddenModules };
}
