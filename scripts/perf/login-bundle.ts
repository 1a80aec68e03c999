// What /login downloads before it can paint, computed from the build's chunk graph: the entry chunk,
// the login screen's chunk and everything they import statically. Bytes are gzip level 9 of the
// files on disk, so the figure is deterministic (the budget check in `npm test` relies on that).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChunkInfo } from './chunk-graph-plugin';

export const LOGIN_PAGE_MODULE = 'features/auth/pages/login-page.tsx';
/** Code that must never ride along with /login (issue 8). */
export const FORBIDDEN_ON_LOGIN = /\/features\/(payments|profile|history)\//;

export interface BundleReport {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  forbiddenModules: string[];
}

export function loginBundle(dist: string): BundleReport {
  const chunks = JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8')) as ChunkInfo[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const login = chunks.find((c) => c.facadeModuleId?.endsWith(LOGIN_PAGE_MODULE));
  if (!entry || !login) throw new Error('entry or login chunk not found in .vite/chunks.json');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  visit(entry.fileName);
  visit(login.fileName);
  const files = [...seen].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  const forbiddenModules = [...seen]
    .flatMap((f) => byFile.get(f)?.modules ?? [])
    .filter((m) => FORBIDDEN_ON_LOGIN.test(m));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), forbiddenModules };
}
