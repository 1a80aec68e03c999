// Builds the SPA into a folder (default web/dist) and pre-renders the login into its index.html.
// Output: index.html (login pre-rendered, served for / and /login) and shell.html (empty root, for
// every other route, so a member opening /dashboard never sees the login flash).
// Usage: tsx scripts/build-web.ts [outDir]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
    fs.writeFileSync(path.join(outDir, 'shell.html'), html);
    fs.writeFileSync(
      path.join(outDir, 'index.html'),
      html.replace(ROOT_MARKER, `<div id="root">${renderLogin()}</div>`),
    );
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb(path.resolve(process.argv[2] ?? 'web/dist'));
}
