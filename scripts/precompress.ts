// Writes `<file>.gz` beside each text file of a build, at zlib's highest level, for nginx's
// gzip_static (deploy/nginx.conf): compressed once at build time, smaller than nginx's own gzip at
// level 1 on every request (docs/performance.md, "Bytes on the wire").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;

/** Compresses every text file under `dir` whose gzip is smaller; returns the files written. */
export function precompress(dir: string): string[] {
  const written: string[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    // Not the build's own records (.vite/), which no browser asks for.
    if (!TEXT.test(name) || name.split(path.sep).some((part) => part.startsWith('.'))) continue;
    const file = path.join(dir, name);
    const raw = fs.readFileSync(file);
    const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    // nginx would send a .gz even when it is larger (a tiny chunk): leave those plain, and no
    // earlier build's .gz beside them.
    if (gz.length >= raw.length) {
      fs.rmSync(`${file}.gz`, { force: true });
      continue;
    }
    fs.writeFileSync(`${file}.gz`, gz);
    written.push(name);
  }
  return written;
}
