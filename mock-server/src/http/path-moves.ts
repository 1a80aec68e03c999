// Where the fake API serves the calls SPEC §7 does not show, so the SPA can be tried against an API
// that puts them elsewhere or lacks them:
// - VITE_API_PATHS, the SPA's own setting (web/src/api/contract/api-paths.ts): each moved call is
//   served at its new path, and its old one answers 404, as the club's API would;
// - `unshown: 'missing'` (MOCK_UNSHOWN=missing, or POST /__mock/faults): every such call the SPA makes
//   answers 404, as an API with none of our guesses.
import type { RequestHandler } from 'express';
import {
  endpointPaths,
  endpoints,
  movePath,
  templateOf,
  unmovePath,
  type Endpoint,
} from '../../../web/src/api/contract';
import type { MockConfig } from '../config';
import { notFound } from './errors';

/**
 * Every unshown call the SPA makes and reads as JSON — the receipt's one-time link and health
 * included; not the pages and files a browser lands on (provider returns, e-mail links, the
 * receipt page itself), which any API has in some form.
 */
export const SPA_UNSHOWN_CALLS: readonly string[] = Object.values(endpoints as Record<string, Endpoint>)
  .filter((e) => e.unshown && typeof e.response === 'object')
  .map((e) => `${e.method} ${e.path}`);

const callOf = (method: string, path: string) => {
  const template = templateOf(path, endpointPaths());
  return template && `${method === 'HEAD' ? 'GET' : method} ${template}`;
};

/** Mounted under /api before the routes: paths relative to the API base ('/socios/mis-cuotas'). */
export function pathMoves(config: MockConfig): RequestHandler {
  return (req, _res, next) => {
    const path = req.path.replace(/^\//, '');
    const moves = config.paths;
    const portal = unmovePath(moves, path);
    if (portal !== undefined) {
      req.url = `/${portal}${req.url.slice(req.path.length)}`;
      return next();
    }
    // Moved away: the old path is no longer the API's.
    if (movePath(moves, path, endpointPaths()) !== path) return next(notFound());
    const call = callOf(req.method, path);
    if (config.unshown === 'missing' && call && SPA_UNSHOWN_CALLS.includes(call)) return next(notFound());
    next();
  };
}
