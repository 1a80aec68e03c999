// Bounds on what one member can make the club store. Every purchase keeps its rows (ledger, history,
// console), so a script looping over 'Pagar' would grow them without end:
// - at most 20 new purchases per member in 10 minutes (a retry with the same buyOrder is not new);
// - one extraordinary contribution waiting at Webpay at a time. Unlike dues, a contribution settles
//   no months, so two would never charge the same thing twice: a new one is not refused (that would
//   leave a member who closed the Webpay tab stuck for 5 minutes) but replaces the one still waiting,
//   which is annulled as an abandoned checkout would be.
import type { MemberRecord, PurchaseRow } from '../store/types';
import { tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';
import { annulPurchase } from './payment-commit';

export const PURCHASE_RATE_LIMIT = 20;
export const PURCHASE_RATE_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_PURCHASES =
  'Iniciaste demasiados pagos en pocos minutos. Espera unos minutos antes de intentarlo otra vez.';

const startedAt = (p: PurchaseRow) => p.tokenCreatedAt ?? 0;

export function assertPurchaseRate(deps: Pick<Deps, 'store'>, member: MemberRecord, nowMs: number): void {
  const recent = deps.store.state.purchases.filter(
    (p) =>
      p.memberId === member.id && nowMs - startedAt(p) < PURCHASE_RATE_WINDOW_MS && startedAt(p) <= nowMs,
  );
  if (recent.length < PURCHASE_RATE_LIMIT) return;
  const oldest = Math.min(...recent.map(startedAt));
  throw tooManyRequests(TOO_MANY_PURCHASES, oldest + PURCHASE_RATE_WINDOW_MS - nowMs);
}

/** Annuls the member's extraordinary contribution still waiting at Webpay (never sent to the card form's end). */
export function replaceOpenExtraordinary(deps: Deps, member: MemberRecord): void {
  for (const p of deps.store.state.purchases)
    if (
      p.memberId === member.id &&
      p.tipo_pago === 'extraordinaria' &&
      p.metodo_pago === 'webpay' &&
      p.estado === 1 &&
      !p.committed
    )
      annulPurchase(deps, p);
}
