// Which path the club's API serves each call at, and which calls it does not serve at all. The paths
// SPEC §7 does not show are our guesses (endpoints.ts, `unshown`): a deployment moves them with
// VITE_API_PATHS (contract/api-paths.ts), and an API that answers one with 404, 405 or 501 simply
// has no such call, which the screens do without (docs/real-api.md says what each shows then).
// No import of the endpoint table: iterating it would put every schema in every screen's first load.
import { movePath, type PathMoves } from './contract/api-paths';

let parsed: { json: string | undefined; moves: PathMoves } | undefined;
/**
 * VITE_API_PATHS, read on every call so tests can set it. The build checked it (web/vite.config.ts,
 * api-paths.ts parsePathMoves): here it is only read, so the checks' texts stay out of the bundle.
 */
function moves(): PathMoves {
  const json = import.meta.env.VITE_API_PATHS as string | undefined;
  if (!parsed || parsed.json !== json)
    parsed = { json, moves: json?.trim() ? (JSON.parse(json) as PathMoves) : {} };
  return parsed.moves;
}

/** Base URL of the club's API: `VITE_API_URL` at build time, else `/api/` (the dev proxy / demo). */
export function apiBase(): string {
  // Read on every call (not cached) so component tests can point it at an in-process mock.
  const base = (import.meta.env.VITE_API_URL as string | undefined) || '/api/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** Where the API serves a path of the portal's: its base, and the path as VITE_API_PATHS moves it. */
export const apiUrl = (path: string) => apiBase() + movePath(moves(), path.replace(/^\//, ''));

/** Statuses with which a server says it has no such call (not that the member or the data is wrong). */
const NOT_SERVED_STATUSES = new Set([404, 405, 501]);
export const saysNotServed = (status: number) => NOT_SERVED_STATUSES.has(status);

/**
 * Remembered until the member's session ends, so a screen does not ask again on every visit (nor the
 * boot script of a pre-rendered page: web/src/boot/paint-first.ts reads the same key). Not longer: one
 * 404 may be a deploy's passing fault, so each sign-in asks again (session.ts forgets it on login and
 * logout). Only for calls without parameters (their endpoint modules say so): for 'socios/name/{rut}'
 * a 404 may well mean no such member.
 */
const KEY = 'portal-socios.not-served';
const remembered = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};
/** 'GET /api/socios/mis-cuotas': the address as asked, which the page's boot script also checks. */
const callName = (method: string, path: string) => `${method} ${apiUrl(path.split('?')[0]!)}`;

export function rememberNotServed(method: string, path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...new Set([...remembered(), callName(method, path)])]));
  } catch {
    // storage full or refused (private mode): the call is asked again next time, nothing worse
  }
}

export const notServedBefore = (method: string, path: string) =>
  typeof sessionStorage !== 'undefined' && remembered().includes(callName(method, path));

/** Forgets every call remembered as not served: a session starts or ends. */
export function forgetNotServed(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: nothing was remembered there either
  }
}
