// Where the club's API serves each call (VITE_API_PATHS). SPEC §7 names several calls without a path
// (fee configuration, fee info, saved card, member name, match info…): the table in endpoints.ts
// holds our guess, and a deployment moves any path of it with one JSON object, e.g.
//   VITE_API_PATHS='{"socios/profile/info-cuotas":"socios/mis-cuotas","socios/name/{rut}":"socios/nombre/{rut}"}'
// Pure: the build checks the setting (web/vite.config.ts), the request helper moves every call
// through it, `contract:check` and the fake API read the same JSON.

/** The portal's path (a key of the endpoint table, `{param}` placeholders kept) → the API's path. */
export type PathMoves = Readonly<Record<string, string>>;

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** A stand-in API base: only whether a move leaves it matters, not where it is. */
const BASE = 'https://api.invalid/base/';

/** A path segment as a server that decodes it (once, or again) would read it; null when undecodable. */
function decoded(segment: string): string | null {
  let text = segment;
  for (let i = 0; i < 3 && text.includes('%'); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  return text;
}

/**
 * Whether a move, filled in, stays under the API base. Resolved as the browser will (WHATWG URL:
 * `%2e%2e` and `.%2E` are `..` to it, a backslash is a slash), because the bearer token goes wherever
 * it resolves; and no segment may decode to '.' or '..' either, since a server or proxy that decodes
 * the path again would climb out too.
 */
function staysUnderBase(to: string): boolean {
  const filled = to.replace(/\{\w+\}/g, 'x');
  if (filled.includes('\\')) return false;
  let url: URL;
  try {
    url = new URL(filled, BASE);
  } catch {
    return false;
  }
  if (!url.href.startsWith(BASE)) return false;
  return filled.split('/').every((s) => {
    const text = decoded(s);
    return text !== null && text !== '.' && text !== '..' && !/[\\/]/.test(text);
  });
}

/**
 * Reads the setting: an unknown key, a value that drops or adds a placeholder, or anything but an
 * object of strings is an error that names what is wrong (the build stops on it).
 */
export function parsePathMoves(json: string | undefined, known?: readonly string[]): PathMoves {
  if (!json?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`VITE_API_PATHS is not JSON: ${json}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('VITE_API_PATHS must be a JSON object: {"the portal\'s path": "the API\'s path"}');
  const moves: Record<string, string> = {};
  for (const [from, to] of Object.entries(value)) {
    if (known && !known.includes(from))
      throw new Error(
        `VITE_API_PATHS: "${from}" is no path of the portal's (web/src/api/contract/endpoints.ts)`,
      );
    if (typeof to !== 'string' || !to.trim() || /^\/|^[a-z]+:|\?|#|\.\./i.test(to) || !staysUnderBase(to))
      throw new Error(
        `VITE_API_PATHS: "${from}" must move to a path relative to the API base and under it, without a query`,
      );
    if (placeholders(from).join() !== placeholders(to).join())
      throw new Error(
        `VITE_API_PATHS: "${to}" must keep the placeholders of "${from}" (${
          placeholders(from)
            .map((p) => `{${p}}`)
            .join(' ') || 'none'
        })`,
      );
    moves[from] = to;
  }
  return moves;
}

/** A path template as a pattern for a filled-in path: 'socios/name/{rut}' matches 'socios/name/1-9'. */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

/**
 * The template a filled-in path was made from: a template without placeholders first, so
 * 'vouchers/page.js' is not taken for 'vouchers/{id}'.
 */
export function templateOf(path: string, templates: readonly string[]): string | undefined {
  const byFixedFirst = [...templates].sort((a, b) => placeholders(a).length - placeholders(b).length);
  return byFixedFirst.find((t) => patternOf(t).test(path));
}

/**
 * A filled-in path of the portal's, where the API serves it (itself when not moved). `templates`: the
 * portal's paths, so a fixed one is never taken for a moved template it also fits; the SPA passes
 * only the moved ones (it never asks a fixed path such a template fits: `vouchers/page.js`).
 */
export function movePath(
  moves: PathMoves,
  path: string,
  templates: readonly string[] = Object.keys(moves),
): string {
  const [bare, query = ''] = path.split(/(?=\?)/);
  const template = templateOf(bare!, templates);
  const to = template && moves[template];
  if (!to) return path;
  const params = patternOf(template).exec(bare!)!.groups ?? {};
  return to.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!) + query;
}

/** The other way: a path the API is asked at, back to the portal's template (the fake API serves it). */
export function unmovePath(moves: PathMoves, path: string): string | undefined {
  for (const [from, to] of Object.entries(moves)) {
    const match = patternOf(to).exec(path);
    if (match) return from.replace(/\{(\w+)\}/g, (_, name: string) => match.groups![name]!);
  }
  return undefined;
}

/**
 * The portal's paths as mock-server/openapi.yaml lists them (generated from the endpoint table): what
 * the build checks VITE_API_PATHS against without loading the contract's schemas into Vite's config.
 */
export const pathsOfOpenapi = (yaml: string): string[] =>
  [...yaml.matchAll(/^ {2}\/(\S+):$/gm)].map((m) => m[1]!);
