// The session in local storage (SPEC §3): `informations` (the user), `token` and `status`, each
// encoded as base64 three times, all under one key. The encoding is the legacy portal's; it hides
// nothing, it only keeps the stored shape compatible. UTF-8 first so ñ and accents survive.
import { parseBody, sessionUser, type SessionUser } from '../api/contract';

export const SESSION_KEY = 'socios.session';

export interface StoredSession {
  informations: SessionUser | null;
  token: string | null;
  status: number;
}

export const EMPTY_SESSION: StoredSession = { informations: null, token: null, status: 0 };

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
};
const fromBase64 = (b64: string) => {
  const binary = atob(b64);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export const encode3 = (text: string) => toBase64(toBase64(toBase64(text)));
export const decode3 = (encoded: string) => fromBase64(fromBase64(fromBase64(encoded)));

/** Reads the stored session; anything corrupted or half-written reads as "no session", never throws. */
export function readSession(storage?: Storage): StoredSession {
  try {
    storage ??= localStorage;
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return EMPTY_SESSION;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    // The stored user goes through the same parser as the API's answer: a user stored by another
    // version or half-written reads as "no session" rather than crash a screen; "0" is 0.
    const informations =
      typeof parsed.informations === 'string'
        ? parseBody(sessionUser, JSON.parse(decode3(parsed.informations)))
        : undefined;
    const token = typeof parsed.token === 'string' ? decode3(parsed.token) : null;
    const status = typeof parsed.status === 'string' ? Number(decode3(parsed.status)) : 0;
    if (!informations || !token) return EMPTY_SESSION;
    return { informations, token, status: Number.isFinite(status) ? status : 0 };
  } catch {
    return EMPTY_SESSION;
  }
}

/**
 * Only the stored token, or null; never throws. For the pre-rendered pages' boot script
 * (web/src/boot/paint-first.ts), which starts a screen's reads before the app is there and has no
 * use for the user (nor room for the contract's parser).
 */
export function readToken(storage: Storage = localStorage): string | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : null;
    return typeof token === 'string' ? decode3(token) : null;
  } catch {
    return null; // corrupted or half-written: the app's own reads handle it (and the login)
  }
}

/** The stored form of a session, as kept under SESSION_KEY (the journeys store one through it too). */
export function encodeSession(session: StoredSession): string {
  return JSON.stringify({
    informations: session.informations ? encode3(JSON.stringify(session.informations)) : null,
    token: session.token ? encode3(session.token) : null,
    status: encode3(String(session.status)),
  });
}

export function writeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEY, encodeSession(session));
}

/** Closing the session clears all local storage (SPEC §3). */
export function clearStorage(storage: Storage = localStorage): void {
  storage.clear();
}
