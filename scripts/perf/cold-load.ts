// What a member screen opened cold (a link in an e-mail, the first visit after a release: no HTTP
// cache, no service worker) downloads before its first render, computed from the build: its HTML
// and every file the HTML names (scripts, modulepreloads, stylesheets, the icon and manifest), in
// gzip level 9 bytes so the figure is deterministic. Also the screen's chunks that its HTML does not
// name: each would be found only when the file importing it has arrived, one more round trip on a
// phone's network (the chain scripts/member-pages.ts removes); the budget wants none.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkOf, readChunks, staticClosure } from './chunk-graph-plugin';
import { MEMBER_SCREENS } from '../member-pages';
import { ROUTES, type BudgetRoute } from './route-bundle';

export interface ColdLoad {
  /** The HTML file and the files it names, by path in the build. */
  files: string[];
  totalGzip: number;
  /** Chunks the screen runs at start that its HTML does not name. */
  unnamed: string[];
}

const NAMED = /<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+)"/g;

export function coldLoad(dist: string, route: string): ColdLoad {
  const modules =
    MEMBER_SCREENS.find((s) => s.path === route)?.modules ?? ROUTES[route as BudgetRoute]?.modules;
  if (!modules) throw new Error(`${route} is not a screen of the budget's list`);
  const htmlFile = `${route.slice(1)}.html`;
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const named = [...new Set([...head.matchAll(NAMED)].map((m) => m[1]!))];
  const chunks = readChunks(dist);
  const entry = chunks.find((c) => c.isEntry)!;
  const runs = staticClosure(chunks, [
    entry.fileName,
    ...entry.dynamicImports,
    ...modules.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const files = [htmlFile, ...named];
  const totalGzip = files.reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
    0,
  );
  return { files, totalGzip, unnamed: [...runs].filter((f) => !named.includes(f)) };
}
