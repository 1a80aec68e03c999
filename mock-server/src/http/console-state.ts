// The console's short-lived secrets, in memory and per app: the per-page token its forms carry
// (a page on another site cannot read it, so it cannot post the forms), the one-shot messages shown
// after each action (POST → redirect → GET), and the one-time 'Entrar como' links (a minute, once).
// All on real time, not the mock's clock: staff move that clock, and a link must not outlive a minute.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const PAGE_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
// Wrong staff keys (the form, the X-Mock-Key header, a forged cookie) per source address: past the
// limit every key from there is refused, right or wrong, until the window has passed.
export const KEY_GUESS_LIMIT = 10;
export const KEY_GUESS_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LINK_TTL_MS = 60 * 1000;
const MAX_ENTRIES = 500; // bounded: a script reloading the console cannot grow memory without end

export interface Flash {
  kind: 'ok' | 'error';
  title: string;
  lines: string[];
}

const randomToken = () => randomBytes(24).toString('base64url');

function boundedMap<V>() {
  const map = new Map<string, V>();
  return {
    set(key: string, value: V) {
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
      map.set(key, value);
    },
    take(key: string): V | undefined {
      const v = map.get(key);
      map.delete(key);
      return v;
    },
    get: (key: string) => map.get(key),
  };
}

export function createConsoleState(now: () => number = Date.now) {
  const pageTokens = boundedMap<number>();
  const flashes = boundedMap<Flash>();
  const logins = boundedMap<{ rut: string; expiresAt: number }>();
  const keyGuesses = boundedMap<number[]>();
  const recentGuesses = (source: string) =>
    (keyGuesses.get(source) ?? []).filter((at) => now() - at < KEY_GUESS_WINDOW_MS);
  return {
    /** True while this source has used up its wrong staff keys. */
    keyGuessesSpent: (source: string) => recentGuesses(source).length >= KEY_GUESS_LIMIT,
    wrongKey(source: string): void {
      keyGuesses.set(source, [...recentGuesses(source), now()]);
    },
    mintPageToken(): string {
      const token = randomToken();
      pageTokens.set(token, now() + PAGE_TOKEN_TTL_MS);
      return token;
    },
    validPageToken(token: unknown): boolean {
      if (typeof token !== 'string' || token.length > 64) return false;
      const expiresAt = pageTokens.get(token);
      return expiresAt !== undefined && expiresAt > now();
    },
    flash(message: Flash): string {
      const id = randomToken();
      flashes.set(id, message);
      return id;
    },
    takeFlash: (id: unknown) => (typeof id === 'string' ? flashes.take(id) : undefined),
    mintLogin(rut: string): string {
      const token = randomToken();
      logins.set(token, { rut, expiresAt: now() + LOGIN_LINK_TTL_MS });
      return token;
    },
    /** The RUT behind a login link, once; null when unknown, used or expired. */
    takeLogin(token: string): string | null {
      const row = logins.take(token);
      return row && row.expiresAt > now() ? row.rut : null;
    },
  };
}
export type ConsoleState = ReturnType<typeof createConsoleState>;

/** Compares secrets in constant time (the staff key). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
