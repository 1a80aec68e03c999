// One-time receipt links: the SPA opens a receipt in a new tab, which cannot send the bearer
// header, and a session token must never ride in a URL (history, logs, shared links). So the SPA
// asks (with its header) for a link that opens that one purchase once, within 60 seconds.
import { findLinkToken, issueLinkToken, pruneLinkTokens } from './link-tokens';
import type { Deps } from '../deps';

export const RECEIPT_LINK_TTL_MS = 60_000;
export const RECEIPT_LINK_USED =
  'Este enlace al comprobante ya se usó o venció. Vuelve al portal y ábrelo otra vez desde tu historial.';

export function issueReceiptLink(
  deps: Pick<Deps, 'store'>,
  memberId: number,
  purchaseId: number,
  nowMs: number,
): string {
  pruneLinkTokens(deps, nowMs);
  return issueLinkToken(deps, {
    kind: 'receipt',
    memberId,
    purchaseId,
    expiresAt: nowMs + RECEIPT_LINK_TTL_MS,
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
