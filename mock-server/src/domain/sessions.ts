// Bearer tokens: 256 random bits, expiring. Stored server-side so that logout and expiry are real.
import { randomBytes } from 'node:crypto';
import type { State } from '../store/types';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function openSession(state: State, memberId: number, nowMs: number): string {
  const token = randomBytes(32).toString('hex');
  state.sessions.push({ token, memberId, expiresAt: nowMs + SESSION_TTL_MS });
  return token;
}

/** The member id behind a token, or null when the token is unknown or expired. */
export function sessionMember(state: State, token: string, nowMs: number): number | null {
  const s = state.sessions.find((row) => row.token === token);
  return s && s.expiresAt > nowMs ? s.memberId : null;
}
