// The SPA's pages as the fake API serves a build (npm run demo), as deploy/nginx.conf does: a
// pre-rendered screen's own file, one pre-rendered once for a path with a parameter, else the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeApp } from './harness';

let webDist: string;
const page = (name: string) => `<!doctype html><p>${name}</p>`;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-pages-'));
  for (const name of ['index.html', 'shell.html', 'register.html', 'comprobante/:idCompra.html']) {
    fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    fs.writeFileSync(path.join(webDist, name), page(name));
  }
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('the pages of a served build', () => {
  it('answer each path with its own page, a receipt with the one pre-rendered receipt, the rest with the shell', async () => {
    const t = makeApp(undefined, { webDist });
    const answers: [string, string][] = [
      ['/', 'index.html'],
      ['/register', 'register.html'],
      ['/comprobante/101', 'comprobante/:idCompra.html'],
      ['/comprobante/7?from=history', 'comprobante/:idCompra.html'],
      ['/comprobante/', 'shell.html'],
      ['/comprobante/7/more', 'shell.html'],
      ['/no/such', 'shell.html'],
    ];
    for (const [url, name] of answers) {
      const res = await t.api().get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(page(name));
    }
  });
});
