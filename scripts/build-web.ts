// Builds the SPA into a folder (default web/dist) and pre-renders what can be drawn without data.
// Output: index.html (login pre-rendered, served for / and /login); one file per public screen,
// named after its path (register.html, password/recover-password.html, password/reset-password.html,
// email-validation.html, cards/subscription/error.html);
// dashboard.html (the member's shell with the dashboard's placeholders); and shell.html (empty
// root) for every other route, so a member opening one never sees the login flash. A server serves
// `<path>.html` when it exists, else shell.html (mock-server's --serve-web, deploy/nginx.conf).
// Usage: tsx scripts/build-web.ts [outDir] [--demo]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkOf, readChunks, staticClosure } from './perf/chunk-graph-plugin';
import { writeServiceWorker } from './build-sw';
import { NOT_FRAMED, renderMemberFrames } from './member-frames';
import { MEMBER_SCREENS } from './member-pages';

const ANTD_ROOT_MODULE = 'app/antd-root.tsx';

const ROOT_MARKER = '<div id="root"></div>';

function vite(args: string[], logLevel = 'warn', env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', logLevel, ...args],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (r.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/**
 * The pre-rendered login needs no JavaScript to paint, so its scripts should not compete with the
 * HTML and CSS for a phone's bandwidth: the entry module and its preloads are requested by a tiny
 * boot script once the first paint is on screen (a same-origin file: the CSP allows no inline code).
 * On screen means reported as the first contentful paint, not only drawn: started one frame after
 * the drawing, the requests sometimes went out before the paint was presented, and Lighthouse then
 * counted the scripts' download into the largest paint (LCP 1.0 s in one run, 2.0 s in the next).
 * Where the browser reports no paints, one frame after the first one, as before.
 */
function paintFirst(html: string, outDir: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('entry script not found in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const boot = `(function(){var done=false;function go(){if(done)return;done=true;[${preloads.map((p) => JSON.stringify(p)).join(',')}].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});o.observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
  const name = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, name), boot);
  return html
    .replace(entry[0], `<script defer src="/${name}"></script>`)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/** Where the dashboard is: its chunks are already in the browser when the prefetch runs. */
const DASHBOARD_MODULES = ['layout/app-layout.tsx', 'features/dashboard/pages/dashboard-page.tsx'];
/**
 * The likely next screen from the dashboard ('Pagar'), with antd and the blocked-member guard it
 * needs — and the other member screens of the menu, so a member who opens one (from the menu, a
 * bookmark, an e-mail) finds its code in the cache too.
 */
const PAY_NEXT_MODULES = [
  'app/antd-root.tsx',
  'app/blocked-guard.tsx',
  'features/payments/pages/dues-page.tsx',
  'features/profile/pages/profile-page.tsx',
  'features/account/pages/associates-page.tsx',
  'features/credential/pages/credential-page.tsx',
  'features/history/pages/payments-history-page.tsx',
  'features/history/pages/purchases-history-page.tsx',
  'features/payments/pages/auto-payments-page.tsx',
  'features/payments/pages/extraordinary-page.tsx',
];

/** Where a new member lands after the login (the onboarding's first step), with antd. */
const ONBOARDING_MODULES = [
  'layout/app-layout.tsx',
  'app/antd-root.tsx',
  'features/onboarding/pages/photo-step-page.tsx',
];
/** The onboarding's next screens: the interests step and the incorporation payment. */
const ONBOARDING_NEXT_MODULES = [
  'features/onboarding/pages/interests-step-page.tsx',
  'features/payments/pages/incorporation-page.tsx',
];

/**
 * The files of the screens a member opens next (app/prefetch-next.ts prefetches them once idle),
 * named in a <meta> because only the build knows them: those `next` needs that `from` (with the
 * entry) has not loaded, and `extra` files. Prefetched, not imported: downloading costs the phone's
 * main thread nothing; running antd's code would (and Lighthouse counts it as blocking time).
 */
function prefetchMeta(
  outDir: string,
  name: string,
  from: string[],
  next: string[],
  extra: string[] = [],
): string {
  const chunks = readChunks(outDir);
  const entry = chunks.find((c) => c.isEntry)!;
  const loaded = staticClosure(chunks, [
    entry.fileName,
    ...entry.dynamicImports,
    ...from.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const needed = staticClosure(
    chunks,
    next.map((m) => chunkOf(chunks, m).fileName),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set(
    [...needed].filter((f) => !loaded.has(f)).flatMap((f) => [f, ...(byFile.get(f)?.css ?? [])]),
  );
  extra.forEach((f) => files.add(f));
  return `<meta name="${name}" content="${[...files].map((f) => `/${f}`).join(' ')}" />`;
}

/** The public screens pre-rendered into their own file: the URL rendered and the modules they load. */
export const PRERENDERED_PAGES = [
  // Light screens (no antd, README): no antd styles to inline.
  { path: '/register', light: true, modules: ['features/auth/pages/register-page.tsx'] },
  {
    path: '/password/recover-password',
    light: true,
    modules: ['features/auth/pages/recover-password-page.tsx'],
  },
  {
    // Rendered with a token (the form); without one the screen says so, and is rendered afresh.
    path: '/password/reset-password',
    query: 'token',
    light: true,
    modules: ['features/auth/pages/reset-password-page.tsx'],
  },
  { path: '/email-validation', light: true, modules: ['features/auth/pages/email-validation-page.tsx'] },
  {
    // Members land here back from the card provider: drawn inside the member's shell, with its menu.
    path: '/cards/subscription/error',
    member: true,
    light: true,
    modules: ['layout/app-layout.tsx', 'features/payments/pages/card-error-page.tsx'],
  },
];

/** `<link rel="stylesheet">`s for the CSS Vite would load with these modules' chunks (it skips them then). */
function stylesheetsOf(outDir: string, modules: string[]): string {
  const chunks = readChunks(outDir);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = staticClosure(
    chunks,
    modules.map((m) => chunkOf(chunks, m).fileName),
  );
  // Not the entry's: index.html links it already.
  const entryCss = new Set(staticClosure(chunks, [chunks.find((c) => c.isEntry)!.fileName]));
  const css = new Set([...closure].filter((f) => !entryCss.has(f)).flatMap((f) => byFile.get(f)?.css ?? []));
  return [...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ');
}

/**
 * The base styles antd's icons insert in the head on their first render (one `<style>` element,
 * placed first, which restyles the whole page), as that element: found there, it is left as it is.
 * From the CommonJS build: the package's ES build does not load in Node.
 */
function iconStylesElement(): string {
  const require = createRequire(import.meta.url);
  const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };
  return `<style data-rc-order="prepend" rc-util-key="@ant-design-icons">${iconStyles}</style>`;
}

function writePage(outDir: string, urlPath: string, html: string) {
  const file = path.join(outDir, `${urlPath.replace(/^\//, '')}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

/**
 * The entry runs its modules in steps through dynamic imports (web/src/main.tsx), so Vite names
 * none of them in the HTML: without these hints each step's files would be requested only when the
 * step before had run, one round trip after another on a phone's network.
 */
function preloadEntrySteps(outDir: string) {
  const file = path.join(outDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const chunks = readChunks(outDir);
  const entry = chunks.find((c) => c.isEntry)!;
  const inEntry = staticClosure(chunks, [entry.fileName]);
  const steps = [...staticClosure(chunks, entry.dynamicImports)].filter((f) => !inEntry.has(f));
  const links = steps.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  const script = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
  if (!script) throw new Error('entry script not found in index.html');
  fs.writeFileSync(file, html.replace(script, `${script}\n    ${links}`));
}

/** The fake API's receiver of the SPA's drift reports: the demo's builds report there (README). */
export const DEMO_CONTRACT_REPORT_URL = '/__mock/contract-reports';

export interface BuildOptions {
  /** VITE_CONTRACT_REPORT_URL unless the environment sets it: the demo's and the browser tests' builds. */
  contractReportUrl?: string;
}

export async function buildWeb(outDir: string, options: BuildOptions = {}): Promise<void> {
  const env = { ...process.env };
  if (options.contractReportUrl && !env.VITE_CONTRACT_REPORT_URL)
    env.VITE_CONTRACT_REPORT_URL = options.contractReportUrl;
  vite(['--outDir', outDir], 'warn', env);
  preloadEntrySteps(outDir);
  // Inside the project so the SSR bundle resolves react from node_modules.
  const ssrDir = path.resolve('node_modules/.cache', `portal-socios-ssr-${process.pid}`);
  // Errors only: it also imports lazily loaded screens statically, which Vite warns about (harmless here).
  vite(['--ssr', 'src/prerender.tsx', '--outDir', ssrDir], 'error', env);
  try {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (!html.includes(ROOT_MARKER)) throw new Error('index.html has no empty #root');
    const bundle = fs.readdirSync(ssrDir).find((f) => /^prerender\.m?js$/.test(f));
    if (!bundle) throw new Error('pre-render bundle missing');
    // antd and React are external to the SSR bundle and read NODE_ENV in Node: their production
    // builds, so the class names and hashes are the ones the browser's build uses.
    process.env.NODE_ENV = 'production';
    const ssr = (await import(
      pathToFileURL(path.join(ssrDir, bundle)).href
    )) as typeof import('../web/src/prerender');
    // antd's styles for every component in use, extracted once into a static stylesheet: first
    // paint does not wait for antd's CSS-in-JS, and antd skips computing them (app/antd-styles.ts).
    const { stylesheet: antdCss, variables: antdVariables } = ssr.renderAntdStyles();
    const antdCssFile = `assets/antd-${createHash('sha256').update(antdCss).digest('hex').slice(0, 8)}.css`;
    fs.writeFileSync(path.join(outDir, antdCssFile), antdCss);
    const withMeta = html.replace(
      '</head>',
      [
        `  <meta name="antd-stylesheet" content="/${antdCssFile}" />`,
        prefetchMeta(outDir, 'prefetch-pay-next', DASHBOARD_MODULES, PAY_NEXT_MODULES, [antdCssFile]),
        prefetchMeta(outDir, 'prefetch-onboarding-next', ONBOARDING_MODULES, ONBOARDING_NEXT_MODULES),
        '</head>',
      ].join('\n    '),
    );
    // The member screens served the shell use antd: its stylesheet downloads with the HTML, and its
    // CSS variables are in the head before antd would insert them one by one (prerender.tsx).
    const shellHtml = withMeta.replace(
      '</head>',
      `  ${iconStylesElement()}\n    ${antdVariables}\n    <link rel="preload" as="style" crossorigin href="/${antdCssFile}">\n  </head>`,
    );
    fs.writeFileSync(path.join(outDir, 'shell.html'), shellHtml);
    const prerendered = withMeta.replace(ROOT_MARKER, `<div id="root">${ssr.renderLogin()}</div>`);
    fs.writeFileSync(path.join(outDir, 'index.html'), paintFirst(prerendered, outDir));
    for (const page of PRERENDERED_PAGES) {
      const url = page.query ? `${page.path}?${page.query}=prerender` : page.path;
      const { html: body, styles } = await ssr.renderRoute(url, { member: page.member });
      // A light screen renders no antd: nothing of antd's to inline (its cache holds only a marker).
      const antdStyles = 'light' in page ? '' : styles;
      const head = `  ${stylesheetsOf(outDir, page.modules)}\n    ${antdStyles}\n  </head>`;
      const root = `<div id="root" data-prerendered="hydrate" data-query="${page.query ?? ''}" data-session="${page.member ? 'member' : ''}">${body}</div>`;
      writePage(
        outDir,
        page.path,
        paintFirst(withMeta.replace('</head>', head).replace(ROOT_MARKER, root), outDir),
      );
    }
    // The dashboard's placeholders need their own small stylesheet (not in the app's bundle).
    const skeletonCss = fs.readFileSync(
      'web/src/features/dashboard/components/dashboard-skeleton.css',
      'utf8',
    );
    const dashHead = `  ${stylesheetsOf(outDir, DASHBOARD_MODULES)}\n    <style>${skeletonCss}</style>\n  </head>`;
    const dashRoot = `<div id="root" data-prerendered="placeholder">${ssr.renderDashboardShell()}</div>`;
    // Not paintFirst: the placeholders are not what the member came for, the dashboard's content
    // is, and it needs the scripts as early as the empty shell gets them.
    writePage(outDir, '/dashboard', withMeta.replace('</head>', dashHead).replace(ROOT_MARKER, dashRoot));
    // The other member screens: their frame, painted before any script is requested (member-frames.ts).
    const frames = MEMBER_SCREENS.filter((screen) => !NOT_FRAMED.includes(screen.path)).map((screen) => ({
      ...screen,
      onboarding: screen.path.startsWith('/validation/'),
    }));
    for (const frame of await renderMemberFrames(ssr, frames)) {
      const { modules } = frames.find((f) => f.path === frame.path)!;
      // An antd screen's head is shell.html's (antd's variables, its stylesheet preloaded) plus the
      // styles of the placeholders it draws; a light screen's has nothing of antd's.
      const antd = modules.includes(ANTD_ROOT_MODULE);
      const head = `  ${stylesheetsOf(outDir, modules)}\n    ${antd ? frame.styles : ''}\n  </head>`;
      const page = (antd ? shellHtml : withMeta).replace('</head>', head).replace(ROOT_MARKER, frame.root);
      writePage(outDir, frame.path, paintFirst(page, outDir));
    }
    writeServiceWorker(outDir); // after shell.html: its content is part of the worker's version
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

// tsx scripts/build-web.ts [outDir] [--demo]: --demo (npm run demo) reports drifts to the fake API
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outDir = args.find((a) => !a.startsWith('--')) ?? 'web/dist';
  const demo = args.includes('--demo');
  await buildWeb(path.resolve(outDir), demo ? { contractReportUrl: DEMO_CONTRACT_REPORT_URL } : {});
}
