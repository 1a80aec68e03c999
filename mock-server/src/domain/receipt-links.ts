// Links that open one receipt without the bearer header.
// - One-time links (?link=): the SPA opens a receipt in a new tab, which cannot send the header, and
//   a session token must never ride in a URL (history, logs, shared links). So the SPA asks (with
//   its header) for a link that opens that one purchase once, within 60 seconds.
// - The e-mailed key (?key=): the receipt e-mail cannot hold a session, so its link carries the
//   purchase's own key. It works for 30 days after the purchase (the member may open the e-mail
//   again, so it is not single use) and ends at once with a password change or reset, like the
//   member's sessions: whoever read the mailbox under the old password keeps nothing.
// Both are bound to the member's credential version (credentials.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MemberRecord, PurchaseRow } from '../store/types';
import { findLinkToken, issueLinkToken, pruneLinkTokens } from './link-tokens';
import { credentialVersion } from './credentials';
import type { Deps } from '../deps';

export const RECEIPT_LINK_TTL_MS = 60_000;
export const RECEIPT_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RECEIPT_LINK_USED =
  'Este enlace al comprobante ya se usó o venció. Vuelve al portal y ábrelo otra vez desde tu historial.';

export function issueReceiptLink(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  purchaseId: number,
  nowMs: number,
): string {
  pruneLinkTokens(deps, nowMs);
  return issueLinkToken(deps, {
    kind: 'receipt',
    memberId: member.id,
    purchaseId,
    expiresAt: nowMs + RECEIPT_LINK_TTL_MS,
    credentialVersion: credentialVersion(member),
  });
}

/** True once for a live link bound to this purchase; the link is used up by the call. */
export function useReceiptLink(
  deps: Pick<Deps, 'store'>,
  token: string,
  purchaseId: number,
  nowMs: number,
): boolean {
  const row = findLinkToken(deps, 'receipt', token, nowMs);
  if (!row || row.purchaseId !== purchaseId) return false;
  row.used = true;
  return true;
}

/** The receipt's address with the purchase's own key: it opens without a bearer header (an e-mail's link). */
export const voucherLink = (deps: Pick<Deps, 'config'>, p: PurchaseRow) =>
  `${deps.config.webUrl}/api/vouchers/${p.id}?key=${p.voucherKey ?? ''}`;

/** The e-mailed key of a new purchase, bound to its payer's password and to 30 days. */
export const newVoucherKey = (payer: MemberRecord, nowMs: number) => ({
  voucherKey: randomBytes(16).toString('hex'),
  voucherKeyExpiresAt: nowMs + RECEIPT_KEY_TTL_MS,
  voucherKeyVersion: credentialVersion(payer),
});

const sameKey = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** 'opens': the key is this purchase's and still good; 'ended': it was, but expired or outlived a password. */
export function checkVoucherKey(
  deps: Pick<Deps, 'store'>,
  p: PurchaseRow,
  key: string,
  nowMs: number,
): 'opens' | 'ended' | 'wrong' {
  if (!p.voucherKey || !sameKey(key, p.voucherKey)) return 'wrong';
  const payer = deps.store.memberById(p.memberId);
  const expired = p.voucherKeyExpiresAt !== undefined && p.voucherKeyExpiresAt <= nowMs;
  const outlived = !payer || (p.voucherKeyVersion ?? 0) !== credentialVersion(payer);
  return expired || outlived ? 'ended' : 'opens';
}
