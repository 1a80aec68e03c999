// Bearer tokens: 256 random bits, stored server-side so that logout and expiry are real. A token
// ends after 2 hours without use (idle) and 12 hours after the login in any case (absolute), both
// on the mock's clock; ended and expired rows are pruned, so the list never only grows. A member
// holds at most MAX_SESSIONS_PER_MEMBER at once: a new login ends the oldest. Each session carries
// the member's credential version at login (credentials.ts) and is checked against it at every
// use, so a password change or reset ends it even when the login raced the change.
import { randomBytes } from 'node:crypto';
import type { MemberRecord, SessionRow } from '../store/types';
import type { Deps } from '../deps';
import { credentialVersion } from './credentials';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const MAX_SESSIONS_PER_MEMBER = 10;

const alive = (s: SessionRow, nowMs: number) =>
  nowMs - s.createdAt < SESSION_TTL_MS && nowMs - s.lastSeenAt < SESSION_IDLE_MS;

export function pruneSessions(deps: Pick<Deps, 'store'>, nowMs: number): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => alive(s, nowMs));
}

/**
 * A new session for `member`, or null when the password changed since `version` was read (the
 * login checked a password that is no longer the member's).
 */
export function openSession(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  nowMs: number,
  version = credentialVersion(member),
): string | null {
  const { state } = deps.store;
  if (version !== credentialVersion(member)) return null;
  pruneSessions(deps, nowMs);
  const own = state.sessions
    .filter((s) => s.memberId === member.id)
    .sort((a, b) => a.createdAt - b.createdAt);
  const ending = new Set(own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_MEMBER + 1)));
  if (ending.size > 0) state.sessions = state.sessions.filter((s) => !ending.has(s));
  const token = randomBytes(32).toString('hex');
  state.sessions.push({
    token,
    memberId: member.id,
    createdAt: nowMs,
    lastSeenAt: nowMs,
    credentialVersion: version,
  });
  return token;
}

/** The member id behind a live token (and the token counts as used now), or null. */
export function sessionMember(deps: Pick<Deps, 'store'>, token: string, nowMs: number): number | null {
  const { state } = deps.store;
  const s = state.sessions.find((row) => row.token === token);
  const member = s && deps.store.memberById(s.memberId);
  if (!s || !member || !alive(s, nowMs) || s.credentialVersion !== credentialVersion(member)) return null;
  s.lastSeenAt = Math.max(s.lastSeenAt, nowMs);
  return s.memberId;
}

/** Logout: the token stops working at once. */
export function endSession(deps: Pick<Deps, 'store'>, token: string): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => s.token !== token);
}

/**
 * After a password change or reset (the credential version already moved on): every session of the
 * member ends, except `keep` (the one that made the change), which moves to the new version.
 */
export function endOtherSessions(deps: Pick<Deps, 'store'>, member: MemberRecord, keep: string | null): void {
  const { state } = deps.store;
  state.sessions = state.sessions.filter((s) => s.memberId !== member.id || s.token === keep);
  const kept = keep === null ? undefined : state.sessions.find((s) => s.token === keep);
  if (kept) kept.credentialVersion = credentialVersion(member);
}
