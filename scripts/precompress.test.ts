import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, body: string | Buffer) => fs.writeFileSync(path.join(dir, name), body);
  const exists = (name: string) => fs.existsSync(path.join(dir, name));

  it('writes a .gz that nginx can send for each page, script and stylesheet', () => {
    const script = 'export const fee = 2000;\n'.repeat(200);
    write('assets/core-abc.js', script);
    write('assets/core-abc.css', '.l-button { color: red }\n'.repeat(50));
    write('login.html', '<!doctype html><html><body>' + '<p>Ingresar</p>'.repeat(50) + '</body></html>');

    expect(precompress(dir).sort()).toEqual(['assets/core-abc.css', 'assets/core-abc.js', 'login.html']);
    const gz = fs.readFileSync(path.join(dir, 'assets/core-abc.js.gz'));
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(gz.length).toBeLessThan(script.length);
  });

  it('leaves plain what gzip would make larger, and drops an earlier build’s .gz of it', () => {
    write('assets/tiny.js', 'x');
    write('assets/tiny.js.gz', 'stale');
    expect(precompress(dir)).toEqual([]);
    expect(exists('assets/tiny.js.gz')).toBe(false);
  });

  it('does not compress images, the build’s own records or its own output', () => {
    write('assets/photo.png', Buffer.alloc(4096));
    fs.mkdirSync(path.join(dir, '.vite'));
    write('.vite/chunks.json', JSON.stringify(Array(100).fill({ fileName: 'assets/a.js' })));
    write('assets/app.js', 'const a = 1;\n'.repeat(100));
    precompress(dir);
    precompress(dir);
    expect(exists('assets/photo.png.gz')).toBe(false);
    expect(exists('.vite/chunks.json.gz')).toBe(false);
    expect(exists('assets/app.js.gz.gz')).toBe(false);
  });
});
