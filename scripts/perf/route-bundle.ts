// What a route downloads before it can paint, computed from the build's chunk graph: the entry
// chunk, the route's screen (and layout) chunks and everything they import statically. Bytes are
// gzip level 9 of the files on disk, so the figure is deterministic (the budget check in `npm test`
// relies on that).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkOf, readChunks, staticClosure } from './chunk-graph-plugin';

const ANTD = /\/node_modules\/(antd|@ant-design|@rc-component)\//;

/** The screens members open on a phone, what they are made of, and what must not ride along (issue 8). */
export const ROUTES = {
  '/login': {
    modules: ['features/auth/pages/login-page.tsx'],
    forbidden: new RegExp(`/features/(payments|profile|history)/|${ANTD.source}`),
  },
  '/dashboard': {
    modules: ['layout/app-layout.tsx', 'features/dashboard/pages/dashboard-page.tsx'],
    forbidden: ANTD,
  },
} as const;

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  forbiddenModules: string[];
}

export function routeBundle(dist: string, route: keyof typeof ROUTES): BundleReport {
  const { modules, forbidden } = ROUTES[route];
  const chunks = readChunks(dist);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('entry chunk not found in .vite/chunks.json');
  const seen = staticClosure(chunks, [entry.fileName, ...modules.map((m) => chunkOf(chunks, m).fileName)]);
  const files = [...seen].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  const forbiddenModules = [...seen]
    .flatMap((f) => byFile.get(f)?.modules ?? [])
    .filter((m) => forbidden.test(m));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), forbiddenModules };
}
