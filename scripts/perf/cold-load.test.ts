import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coldLoad } from './cold-load';

/** React Router's manifest of a build of the credential: entry; root; member shell; screen → qr. */
const MANIFEST = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js'],
      css: ['/assets/root.css#'],
    },
    'layout/app-layout': { id: 'layout/app-layout', parentId: 'root', module: '/assets/app-layout.js' },
    'features/credential/pages/credential-page': {
      id: 'features/credential/pages/credential-page',
      parentId: 'layout/app-layout',
      path: 'credencial',
      module: '/assets/credential.js',
      imports: ['/assets/qr.js'],
      css: ['/assets/credential.css'],
    },
  },
};

/** A build whose `page` (shell.html or credencial.html) names `named` in its head. */
function build(page: string, named: string[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-load-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const files = ['manifest-1.js', 'entry.js', 'framework.js', 'root.js', 'root.css', 'app-layout.js'];
  for (const f of [...files, 'credential.js', 'qr.js', 'credential.css'])
    fs.writeFileSync(path.join(dist, 'assets', f), `export const x = '${f}';`);
  fs.writeFileSync(
    path.join(dist, 'assets/manifest-1.js'),
    `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
  );
  const links = named.map((f) => `<link rel="modulepreload" href="/${f}"/>`).join('');
  // A link in the body (the menu) is not a download.
  fs.writeFileSync(
    path.join(dist, page),
    `<html><head>${links}<link rel="stylesheet" href="/assets/root.css#"/></head><body><a href="/my-profile">x</a></body></html>`,
  );
  return dist;
}

const dists: string[] = [];
afterEach(() => dists.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('a member screen opened cold', () => {
  const start = ['assets/manifest-1.js', 'assets/entry.js', 'assets/framework.js', 'assets/root.js'];
  const screen = ['assets/app-layout.js', 'assets/credential.js', 'assets/qr.js'];

  it('counts its own page, every file it names, and finds nothing left to a later round trip', () => {
    const dist = build('credencial.html', [...start, ...screen, 'assets/credential.css']);
    dists.push(dist);
    const load = coldLoad(dist, '/credencial');
    expect(load.files).toEqual([
      'credencial.html',
      ...start,
      ...screen,
      'assets/credential.css',
      'assets/root.css',
    ]);
    expect(load.totalGzip).toBeGreaterThan(0);
    expect(load.unnamed).toEqual([]);
  });

  it('served shell.html, names what the route runs that the shell does not (asked for once the app starts)', () => {
    const dist = build('shell.html', start);
    dists.push(dist);
    const load = coldLoad(dist, '/credencial');
    expect(load.files[0]).toBe('shell.html');
    expect(load.unnamed).toEqual([...screen, 'assets/credential.css']);
  });
});
