// What a route downloads before it can render, from React Router's manifest of the build
// (scripts/perf/manifest.ts): the manifest itself, the entry, the root, the route's layouts and
// module, and everything they import statically. Bytes are gzip level 9 of the files on disk, so
// the figure is deterministic (the budget check in `npm test` relies on that).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readChunks } from './chunk-graph-plugin.ts';
import { firstLoad, readManifest } from './manifest.ts';
import { SCREENS } from '../../web/src/app/screens.ts';

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  /** The source modules of the first load that the screen's `forbidden` names. */
  forbiddenModules: string[];
}

export const gzipSize = (dist: string, file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

export function routeBundle(dist: string, route: string): BundleReport {
  const screen = SCREENS.find((s) => s.path === route);
  if (!screen) throw new Error(`${route} is not a screen of web/src/app/screens.ts`);
  const { js } = firstLoad(readManifest(dist), route);
  const files = js.map((file) => ({ file, gzip: gzipSize(dist, file) }));
  const chunks = readChunks(dist);
  const forbiddenModules = js
    .flatMap((f) => chunks.get(f)?.modules ?? [])
    .filter((m) => screen.forbidden?.test(m));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), forbiddenModules };
}
