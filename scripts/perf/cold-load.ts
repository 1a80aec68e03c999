// What a screen opened cold (a link in an e-mail, the first visit after a release: no HTTP cache, no
// service worker) downloads before its first render, computed from the build: the HTML it is served
// (its own pre-rendered page, or shell.html), every file that HTML names (scripts, modulepreloads,
// stylesheets, the icon and manifest) and what the route runs at start that it does not name (its
// layouts' and module's chunks and their CSS, from React Router's manifest), in gzip level 9 bytes
// so the figure is deterministic. `unnamed` lists the latter: each is asked for only once the app
// has started and matched the route, a round trip later on a phone's network.
import fs from 'node:fs';
import path from 'node:path';
import { firstLoad, inBuild, readManifest } from './manifest';
import { gzipSize } from './route-bundle';

export interface ColdLoad {
  /** The HTML file, the files it names and those the route runs that it does not, by path in the build. */
  files: string[];
  totalGzip: number;
  /** Files the route runs at start (or styles it with) that its HTML does not name. */
  unnamed: string[];
}

const NAMED = /<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^/"][^"]*)"/g;
/** The module and preloads a page that paints first asks for once painted (its boot script's element). */
const NAMED_FOR_LATER = /\sdata-(?:entry|preloads)="([^"]*)"/g;

/** The page a server answers `route` with (deploy/nginx.conf: `<path>.html`, else shell.html). */
export function pageOf(dist: string, route: string): string {
  const own = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return fs.existsSync(path.join(dist, own)) ? own : 'shell.html';
}

/** The files a screen opened cold downloads: its HTML, what that names, what the route runs unnamed. */
export function coldFiles(dist: string, route: string): { files: string[]; unnamed: string[] } {
  const htmlFile = pageOf(dist, route);
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const later = [...html.matchAll(NAMED_FOR_LATER)].flatMap((m) => m[1]!.split(' ').filter(Boolean));
  const named = [...new Set([...[...html.matchAll(NAMED)].map((m) => m[1]!), ...later].map(inBuild))];
  const { js, css } = firstLoad(readManifest(dist), route);
  const unnamed = [...js, ...css].filter((f) => !named.includes(f));
  return { files: [htmlFile, ...named, ...unnamed], unnamed };
}

export function coldLoad(dist: string, route: string): ColdLoad {
  const { files, unnamed } = coldFiles(dist, route);
  return { files, totalGzip: files.reduce((sum, f) => sum + gzipSize(dist, f), 0), unnamed };
}
