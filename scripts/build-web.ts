// Builds the SPA into a folder (default web/dist) and pre-renders the login into its index.html.
// Output: index.html (login pre-rendered, served for / and /login) and shell.html (empty root, for
// every other route, so a member opening /dashboard never sees the login flash).
// Usage: tsx scripts/build-web.ts [outDir]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';
import { writeServiceWorker } from './build-sw';

const ROOT_MARKER = '<div id="root"></div>';

function vite(args: string[]) {
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/**
 * The pre-rendered login needs no JavaScript to paint, so its scripts should not compete with the
 * HTML and CSS for a phone's bandwidth: the entry module and its preloads are requested by a tiny
 * boot script after the first frame is painted (a same-origin file: the CSP allows no inline code).
 */
function paintFirst(html: string, outDir: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('entry script not found in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const boot = `(function(){function go(){[${preloads.map((p) => JSON.stringify(p)).join(',')}].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)})})();`;
  const name = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, name), boot);
  return html
    .replace(entry[0], `<script defer src="/${name}"></script>`)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/** Where the dashboard is: its chunks are already in the browser when the prefetch runs. */
const DASHBOARD_MODULES = ['layout/app-layout.tsx', 'features/dashboard/pages/dashboard-page.tsx'];
/** The likely next screen from the dashboard ('Pagar'), and antd, which it needs. */
const PAY_NEXT_MODULES = ['app/antd-root.tsx', 'features/payments/pages/dues-page.tsx'];

/**
 * The files of the dues screen the dashboard prefetches once idle (app/router.tsx), named in a
 * <meta> because only the build knows them. Prefetched, not imported: downloading costs the phone's
 * main thread nothing; running antd's code would (and Lighthouse counts it as blocking time).
 */
function payNextMeta(outDir: string): string {
  const chunks = readChunks(outDir);
  const entry = chunks.find((c) => c.isEntry)!.fileName;
  const loaded = staticClosure(chunks, [entry, ...DASHBOARD_MODULES.map((m) => chunkOf(chunks, m).fileName)]);
  const next = staticClosure(
    chunks,
    PAY_NEXT_MODULES.map((m) => chunkOf(chunks, m).fileName),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set(
    [...next].filter((f) => !loaded.has(f)).flatMap((f) => [f, ...(byFile.get(f)?.css ?? [])]),
  );
  return `<meta name="prefetch-pay-next" content="${[...files].map((f) => `/${f}`).join(' ')}" />`;
}

export async function buildWeb(outDir: string): Promise<void> {
  vite(['--outDir', outDir]);
  // Inside the project so the SSR bundle resolves react from node_modules.
  const ssrDir = path.resolve('node_modules/.cache', `portal-socios-ssr-${process.pid}`);
  vite(['--ssr', 'src/prerender.tsx', '--outDir', ssrDir]);
  try {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (!html.includes(ROOT_MARKER)) throw new Error('index.html has no empty #root');
    const bundle = fs.readdirSync(ssrDir).find((f) => /^prerender\.m?js$/.test(f));
    if (!bundle) throw new Error('pre-render bundle missing');
    const { renderLogin } = (await import(pathToFileURL(path.join(ssrDir, bundle)).href)) as {
      renderLogin: () => string;
    };
    const withMeta = html.replace('</head>', `  ${payNextMeta(outDir)}\n  </head>`);
    fs.writeFileSync(path.join(outDir, 'shell.html'), withMeta);
    const prerendered = withMeta.replace(ROOT_MARKER, `<div id="root">${renderLogin()}</div>`);
    fs.writeFileSync(path.join(outDir, 'index.html'), paintFirst(prerendered, outDir));
    writeServiceWorker(outDir); // after shell.html: its content is part of the worker's version
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb(path.resolve(process.argv[2] ?? 'web/dist'));
}
