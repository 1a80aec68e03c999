// The session in local storage (SPEC §3): `informations` (the user), `token` and `status`, each
// encoded as stored-form.ts says, all under one key.
import { parseBody, sessionUser, type SessionUser } from '../api/contract';
import { decode3, encode3, SESSION_KEY } from './stored-form';

export interface StoredSession {
  informations: SessionUser | null;
  token: string | null;
  status: number;
}

export const EMPTY_SESSION: StoredSession = { informations: null, token: null, status: 0 };

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
