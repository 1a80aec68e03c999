// The reads a pre-rendered page's boot script started before the app's code arrived
// (web/src/boot/paint-first.ts): the request helper takes each answer once instead of asking again.

/** Where the boot script leaves them: a symbol both name, so no other script's global can clash. */
export const EARLY_READS = Symbol.for('portal-socios.early-reads');

/** Older, an answer may not be what the member would see now (a payment in another tab). */
const FRESH_MS = 10_000;

/** The answer the boot script is fetching for this URL and token, if still fresh; handed out once. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const global = window as unknown as Record<symbol, Record<string, EarlyRead> | undefined>;
  // Asked before the boot script ran (it is async on the shell), the app leaves an empty list: the
  // boot script then starts no reads nobody would take.
  const reads = (global[EARLY_READS] ??= {});
  const read = reads[url];
  if (!read) return undefined;
  delete reads[url];
  if (read.token !== token || Date.now() - read.at > FRESH_MS) return undefined;
  return read.response;
}

interface EarlyRead {
  token: string;
  /** `Date.now()` when the boot script asked. */
  at: number;
  response: Promise<Response>;
}
