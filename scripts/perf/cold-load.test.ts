import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coldLoad } from './cold-load';
import type { ChunkInfo } from './chunk-graph-plugin';

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  modules: [],
  css: [],
  ...extra,
});

/** A build of the credential screen: entry → start; screen → card → qr; shell layout. */
function build(namedInHead: string[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-load-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const chunks = [
    chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/start.js'] }),
    chunk('assets/start.js'),
    chunk('assets/app-layout.js', { facadeModuleId: '/web/src/layout/app-layout.tsx' }),
    chunk('assets/blocked-guard.js', { facadeModuleId: '/web/src/app/blocked-guard.tsx' }),
    chunk('assets/credential.js', {
      facadeModuleId: '/web/src/features/credential/pages/credential-page.tsx',
      imports: ['assets/card.js'],
    }),
    chunk('assets/card.js', { imports: ['assets/qr.js'] }),
    chunk('assets/qr.js'),
  ];
  fs.writeFileSync(path.join(dist, '.vite/chunks.json'), JSON.stringify(chunks));
  for (const c of chunks) fs.writeFileSync(path.join(dist, c.fileName), `export const x = '${c.fileName}';`);
  const links = namedInHead.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
  // A link in the body (the menu) is not a download.
  fs.writeFileSync(
    path.join(dist, 'credencial.html'),
    `<html><head><script type="module" src="/assets/index.js"></script>${links}</head><body><a href="/my-profile">x</a></body></html>`,
  );
  return dist;
}

const dists: string[] = [];
afterEach(() => dists.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('a member screen opened cold', () => {
  const all = [
    'assets/start.js',
    'assets/app-layout.js',
    'assets/blocked-guard.js',
    'assets/credential.js',
    'assets/card.js',
    'assets/qr.js',
  ];

  it('counts its HTML and every file the head names, and finds no chunk left to a later round trip', () => {
    const dist = build(all);
    dists.push(dist);
    const load = coldLoad(dist, '/credencial');
    expect(load.files).toEqual(['credencial.html', 'assets/index.js', ...all]);
    expect(load.totalGzip).toBeGreaterThan(0);
    expect(load.unnamed).toEqual([]);
  });

  it('names the chunks the HTML leaves out (found only when the file importing them arrives)', () => {
    const dist = build(all.filter((f) => f !== 'assets/qr.js' && f !== 'assets/card.js'));
    dists.push(dist);
    expect(coldLoad(dist, '/credencial').unnamed.sort()).toEqual(['assets/card.js', 'assets/qr.js']);
  });
});
