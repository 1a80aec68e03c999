// One HTML file per member screen (`/pago/cuota` → pago/cuota.html), so a member who opens one cold
// (a link in an e-mail, the first visit after a release: no HTTP cache, no service worker) fetches
// its whole chunk graph at once. From shell.html the browser learned a screen's files one import
// level at a time as each arrived — the entry, the router, the layout, antd's providers, the screen,
// then what each imports — a chain of round trips on a phone's network (10 s to the screen's LCP
// under Lighthouse's mobile throttling). Served like the pre-rendered screens: a server answers a
// path with `<path>.html` when it exists (mock-server's --serve-web, deploy/nginx.conf).
import fs from 'node:fs';
import path from 'node:path';
import { chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';
import { ROUTES } from './perf/route-bundle';

/** The access rule for blocked members wraps these screens too (web/src/app/router.tsx). */
const BLOCKED_GUARD = 'app/blocked-guard.tsx';
/** The onboarding's screens: not guarded, and drawn without the menu (the member is not active yet). */
const UNGUARDED = new Set(['/validation/first', '/validation/second', '/validation/pago/incorporacion']);
/** Screens that have a file of their own already (pre-rendered: build-web.ts). */
const OWN_PAGE = new Set(['/dashboard', '/cards/subscription/error']);

/** The member screens: those drawn inside the member's shell. */
export const MEMBER_SCREENS = Object.entries(ROUTES)
  .filter(([route, r]) => r.modules.includes('layout/app-layout.tsx') && !OWN_PAGE.has(route))
  .map(([route, r]) => ({
    path: route,
    modules: UNGUARDED.has(route) ? r.modules : [...r.modules, BLOCKED_GUARD],
  }));

/**
 * `<link>`s for every file `modules` need beyond what the entry's HTML names already: their chunks
 * and all they import statically (modulepreload: fetched and parsed, run when imported), and the
 * stylesheets Vite would insert before running them (it finds them in the page and skips them).
 */
export function preloadLinks(outDir: string, modules: string[]): string {
  const chunks = readChunks(outDir);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry)!;
  const named = staticClosure(chunks, [entry.fileName, ...entry.dynamicImports]);
  const files = [
    ...staticClosure(
      chunks,
      modules.map((m) => chunkOf(chunks, m).fileName),
    ),
  ].filter((f) => !named.has(f));
  const css = [...new Set(files.flatMap((f) => byFile.get(f)?.css ?? []))];
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

const ROOT_MARKER = '<div id="root"></div>';
const PLACEHOLDER_CSS = 'web/src/layout/screen-placeholder.css';

/**
 * Writes `<path>.html` for every member screen: `shellHtml` with the screen's files named up front,
 * and the screen's frame (`renderFrame`: the member's shell around a placeholder) in the root, which
 * the app's first render replaces (`data-prerendered="placeholder"`, web/src/app/start.tsx).
 */
export function writeMemberPages(
  outDir: string,
  shellHtml: string,
  renderFrame: (path: string, options: { onboarding: boolean }) => string,
): void {
  const css = `<style>${fs.readFileSync(PLACEHOLDER_CSS, 'utf8')}</style>`;
  for (const screen of MEMBER_SCREENS) {
    const frame = renderFrame(screen.path, { onboarding: UNGUARDED.has(screen.path) });
    const html = shellHtml
      .replace('</head>', `  ${preloadLinks(outDir, screen.modules)}\n    ${css}\n  </head>`)
      .replace(ROOT_MARKER, `<div id="root" data-prerendered="placeholder">${frame}</div>`);
    const file = path.join(outDir, `${screen.path.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}
