// Bearer tokens: 256 random bits, stored server-side so that logout and expiry are real. A token
// ends after 2 hours without use (idle) and 12 hours after the login in any case (absolute), both
// on the mock's clock; ended and expired rows are pruned, so the list never only grows.
import { randomBytes } from 'node:crypto';
import type { SessionRow } from '../store/types';
import type { Deps } from '../deps';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

const alive = (s: SessionRow, nowMs: number) =>
  nowMs - s.createdAt < SESSION_TTL_MS && nowMs - s.lastSeenAt < SESSION_IDLE_MS;

export function pruneSessions(deps: Pick<Deps, 'store'>, nowMs: number): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => alive(s, nowMs));
}

export function openSession(deps: Pick<Deps, 'store'>, memberId: number, nowMs: number): string {
  const { state } = deps.store;
  pruneSessions(deps, nowMs);
  const token = randomBytes(32).toString('hex');
  state.sessions.push({ token, memberId, createdAt: nowMs, lastSeenAt: nowMs });
  return token;
}

/** The member id behind a live token (and the token counts as used now), or null. */
export function sessionMember(deps: Pick<Deps, 'store'>, token: string, nowMs: number): number | null {
  const { state } = deps.store;
  const s = state.sessions.find((row) => row.token === token);
  if (!s || !alive(s, nowMs)) return null;
  s.lastSeenAt = Math.max(s.lastSeenAt, nowMs);
  return s.memberId;
}

/** Logout: the token stops working at once. */
export function endSession(deps: Pick<Deps, 'store'>, token: string): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => s.token !== token);
}

/** After a password change or reset: every session of the member except `keep` (if any) ends. */
export function endOtherSessions(deps: Pick<Deps, 'store'>, memberId: number, keep: string | null): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => s.memberId !== memberId || s.token === keep);
}
