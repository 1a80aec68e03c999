// What a member screen opened cold (a link in an e-mail, the first visit after a release: no HTTP
// cache, no service worker) downloads before its first render, computed from the build: the HTML it
// is served (its own, or shell.html), every file that HTML names (scripts, modulepreloads,
// stylesheets, the icon and manifest) and the screen's chunks it does not name, in gzip level 9
// bytes so the figure is deterministic. `unnamed` lists the latter: each is found only when the file
// importing it has arrived, a round trip later on a phone's network.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bootChunks, chunkOf, readChunks, staticClosure } from './chunk-graph-plugin';
import { MEMBER_SCREENS } from '../member-pages';
import { ROUTES } from './route-bundle';

export interface ColdLoad {
  /** The HTML file, the files it names and the screen's chunks it does not, by path in the build. */
  files: string[];
  totalGzip: number;
  /** Chunks the screen runs at start that its HTML does not name. */
  unnamed: string[];
}

const NAMED = /<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+)"/g;

export function coldLoad(dist: string, route: string): ColdLoad {
  const modules = MEMBER_SCREENS.find((s) => s.path === route)?.modules ?? ROUTES[route]?.modules;
  if (!modules) throw new Error(`${route} is not a screen of the budget's list`);
  const own = `${route.slice(1)}.html`;
  const htmlFile = fs.existsSync(path.join(dist, own)) ? own : 'shell.html';
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const named = [...new Set([...head.matchAll(NAMED)].map((m) => m[1]!))];
  const chunks = readChunks(dist);
  const runs = staticClosure(chunks, [
    ...bootChunks(chunks).all,
    ...modules.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const unnamed = [...runs].filter((f) => !named.includes(f));
  const files = [htmlFile, ...named, ...unnamed];
  const totalGzip = files.reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
    0,
  );
  return { files, totalGzip, unnamed };
}
