// The reads a pre-rendered page's boot script started before the app's code arrived
// (web/src/boot/paint-first.ts, `data-reads`): the request helper takes each answer here once,
// instead of asking the API a second time for what is already on its way.

/** Where the boot script leaves them: a symbol both name, so no other script's global can clash. */
export const EARLY_READS = Symbol.for('portal-socios.early-reads');

interface EarlyRead {
  token: string;
  /** `Date.now()` when the boot script asked. */
  at: number;
  response: Promise<Response>;
}

/**
 * Older than this, an answer may no longer be what the member would see if the app asked now (a
 * payment made in another tab): the app asks again. The boot script's reads are taken within the
 * first seconds of the page, by the screen they were started for.
 */
const FRESH_MS = 10_000;

/**
 * The answer the boot script is fetching for this URL with this token, if there is one still fresh;
 * it is handed out once (a body can be read once, and a later read must see newer data).
 */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const global = window as unknown as Record<symbol, Record<string, EarlyRead> | undefined>;
  // Asked before the boot script ran (it is async: on a busy connection it can arrive after the
  // app's code), the app leaves an empty list: the boot script then starts no reads, which nobody
  // would take (each asked twice, and the untaken answers left open, unread).
  const reads = (global[EARLY_READS] ??= {});
  const read = reads[url];
  if (!read) return undefined;
  delete reads[url];
  if (read.token !== token || Date.now() - read.at > FRESH_MS) return undefined;
  return read.response;
}
