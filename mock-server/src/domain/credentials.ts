// The member's credential version: it goes up with every password change or reset, and every
// capability handed out under the old password (sessions, reset links, e-mailed receipt keys, the
// legacy cookie's value) carries the version it was issued under, so all of them end together. A
// login reads the version with the hash it checks: if a change lands while the (slow) check runs,
// the session it would open is refused instead of surviving the change.
import { randomBytes } from 'node:crypto';
import type { MemberRecord } from '../store/types';

export const credentialVersion = (member: MemberRecord): number => member.credentialVersion ?? 0;

/** The legacy site's login cookie value: random, never derived from the member's id or RUT. */
export const newLegacyToken = () => randomBytes(32).toString('hex');

/** A new password: stored, and everything issued under the old one stops working. */
export function replacePassword(member: MemberRecord, passwordHash: string): void {
  member.passwordHash = passwordHash;
  member.credentialVersion = credentialVersion(member) + 1;
  member.legacy_auth_token = newLegacyToken();
}
