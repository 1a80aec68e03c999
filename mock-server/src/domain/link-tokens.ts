// Single-use tokens behind the links the mock e-mails (validation, password reset, invitations).
// 256 random bits, so a link cannot be guessed; "used" is kept so a second click is recognised.
// A link issued with a credential version (reset, receipt) ends when the member's password changes.
import { randomBytes } from 'node:crypto';
import type { LinkTokenRow } from '../store/types';
import type { Deps } from '../deps';
import { credentialVersion } from './credentials';

type Kind = LinkTokenRow['kind'];

export function issueLinkToken(
  deps: Pick<Deps, 'store'>,
  row: {
    kind: Kind;
    memberId: number;
    guardianId?: number;
    purchaseId?: number;
    expiresAt: number | null;
    credentialVersion?: number;
  },
): string {
  const { state } = deps.store;
  const token = randomBytes(32).toString('hex');
  state.linkTokens.push({ ...row, token, used: false });
  return token;
}

/** The live token of that kind, or null when it is unknown, used, expired or outlived a password. */
export function findLinkToken(
  deps: Pick<Deps, 'store'>,
  kind: Kind,
  token: string,
  nowMs: number,
): LinkTokenRow | null {
  const { state } = deps.store;
  const row = state.linkTokens.find((t) => t.token === token && t.kind === kind);
  if (!row || row.used) return null;
  if (row.expiresAt !== null && row.expiresAt <= nowMs) return null;
  if (row.credentialVersion !== undefined) {
    const member = deps.store.memberById(row.memberId);
    if (!member || credentialVersion(member) !== row.credentialVersion) return null;
  }
  return row;
}

/** Expired links can never work again: dropped so the list stays bounded (receipt links live 60 s). */
export function pruneLinkTokens(deps: Pick<Deps, 'store'>, nowMs: number): void {
  const { state } = deps.store;
  state.linkTokens = state.linkTokens.filter((t) => t.expiresAt === null || t.expiresAt > nowMs);
}
