// The session as a tiny external store, so every component re-renders on login and logout.
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../components/light/use-hydrated';
import type { SessionUser } from '../api/contract';
import { forgetOfflineCredential } from './offline-copy';
import { forgetNotServed } from '../api/served-paths';
import { clearStorage, readSession, writeSession, EMPTY_SESSION, type StoredSession } from './storage';

let current: StoredSession | null = null;
const listeners = new Set<() => void>();

const snapshot = (): StoredSession => (current ??= readSession());
const publish = (next: StoredSession) => {
  current = next;
  listeners.forEach((l) => l());
};

export const getSession = snapshot;
export const getToken = () => snapshot().token;

/** The legacy site reads this cookie to recognise a logged-in member (SPEC §4). */
export const legacyAuthCookie = (user: SessionUser) =>
  `legacy_auth_token=${encodeURIComponent(user.legacy_auth_token)}; path=/; SameSite=Lax`;

export function startSession(token: string, user: SessionUser): void {
  rememberEnd(null);
  // What the API did not serve in someone's earlier session is asked again (api/served-paths.ts).
  forgetNotServed();
  const next = { informations: user, token, status: 0 };
  writeSession(next);
  document.cookie = legacyAuthCookie(user);
  publish(next);
}

export function saveUser(user: SessionUser): void {
  const s = snapshot();
  // The same user again (the check on start, most often) changes nothing: no screen draws again.
  if (!s.token || JSON.stringify(user) === JSON.stringify(s.informations)) return;
  const next = { ...s, informations: user };
  writeSession(next);
  publish(next);
}

/** Status 1 = "came back from the card provider": the protected wrapper refreshes the user. */
export function setStatus(status: number): void {
  const s = snapshot();
  const next = { ...s, status };
  if (s.token) writeSession(next);
  publish(next);
}

type EndReason = 'logout' | 'expired';
/**
 * Why the last session ended: 'expired' when the API refused its token (401), not a logout. Kept in
 * the tab's sessionStorage, not only in memory: the stored session is cleared at once, but the
 * navigation to the login waits for the login's code, and a reload meanwhile started a new page that
 * found no session and no reason, and sent the member to `/` without 'Tu sesión terminó'.
 */
const ENDED_KEY = 'portal-socios.session-ended';
let endedBy: EndReason | null | undefined;

function rememberEnd(reason: EndReason | null): void {
  endedBy = reason;
  try {
    if (reason) sessionStorage.setItem(ENDED_KEY, reason);
    else sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // storage refused (private mode, quota): this page still knows
  }
}

export function sessionEndedBy(): EndReason | null {
  if (endedBy !== undefined) return endedBy;
  try {
    const stored = sessionStorage.getItem(ENDED_KEY);
    endedBy = stored === 'logout' || stored === 'expired' ? stored : null;
  } catch {
    endedBy = null;
  }
  return endedBy;
}

export function closeSession(reason: EndReason = 'logout'): void {
  // Before the session goes: whatever renders on its going, in this page or the next, knows why.
  rememberEnd(reason);
  clearStorage();
  forgetNotServed();
  forgetOfflineCredential();
  document.cookie = 'legacy_auth_token=; path=/; max-age=0; SameSite=Lax';
  publish(EMPTY_SESSION);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The build's pre-render has no member; the browser's hydration reads the same as it will after. */
const serverSnapshot = () => (typeof window === 'undefined' ? EMPTY_SESSION : snapshot());

export function useSession(): StoredSession {
  const session = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  // Pre-rendered and hydrated without one (react-router.config.ts), then the member's, in the
  // deferred render useHydrated schedules: a store read whose server value differs re-renders
  // synchronously right after the hydration, in one long task.
  return useHydrated() ? session : EMPTY_SESSION;
}

/** Tests only: forget the cached snapshot so the next read comes from storage. */
export function resetSessionCache(): void {
  current = null;
  endedBy = undefined;
}
