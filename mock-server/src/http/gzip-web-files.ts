// The demo's built SPA, gzipped as nginx serves it (deploy/nginx.conf: `gzip on`). Sent as they are,
// a member screen's ~40 files weigh ~1.5 MB instead of ~0.4 MB, and a phone opening one cold (a link
// in an e-mail, the first visit after a release) waits for the difference: `npm run perf` measures the
// demo. Each file is compressed once and kept while its size and time stamp stay the same.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Kept {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/** The file `urlPath` names inside `dist`, or null (none, a folder, outside it, a malformed path). */
function fileIn(dist: string, urlPath: string): string | null {
  let file: string;
  try {
    file = path.join(dist, path.normalize(decodeURIComponent(urlPath)));
  } catch {
    return null;
  }
  if (!file.startsWith(dist + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * Answers GETs for the files of `dist` (and the page `pageFor` names for an SPA path) gzipped when
 * the browser accepts it; everything else goes on to express.static and the SPA's fallback.
 */
export function gzipWebFiles(dist: string, pageFor: (urlPath: string) => string | null): RequestHandler {
  const kept = new Map<string, Kept>();
  const gzipped = (file: string): Buffer | null => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const hit = kept.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.body;
    const body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    kept.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
    return body;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.acceptsEncodings('gzip')) return next();
    const file = fileIn(dist, req.path) ?? pageFor(req.path);
    if (!file || !COMPRESSIBLE.test(file)) return next();
    const body = gzipped(file);
    if (!body) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      file.startsWith(path.join(dist, 'assets') + path.sep) ? IMMUTABLE : 'public, max-age=0',
    );
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
