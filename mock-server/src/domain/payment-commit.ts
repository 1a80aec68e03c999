// The club's side of a transaction: it reads the provider's decision once (Transbank's commit) and
// writes it into the purchase and its payments. Approved → 1 (in confirmation) → 2 later; rejected
// → 3; aborted, timed out or never paid → 4. A committed purchase never changes here again.
import type { PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { paymentsOf } from './ledger';
import { scheduleConfirmation } from './payment-confirm';
import { isTokenExpired } from './provider-cards';

export function commitPurchase(deps: Deps, p: PurchaseRow): void {
  if (p.committed) return;
  const t = p.provider;
  if (!t || t.status === 'ABORTED') return annulPurchase(deps, p);
  p.committed = true;
  const approved = t.status === 'AUTHORIZED' && t.response_code === 0;
  const estado = approved ? 1 : 3;
  p.estado = estado;
  for (const row of paymentsOf(deps, p.id)) {
    row.estado = estado;
    row.wp_cardNumber = t.card_number;
    row.wp_amount = approved ? row.total : null;
    row.wp_authorizationCode = approved ? t.authorization_code : null;
    row.wp_paymentTypeCode = approved ? t.payment_type_code : null;
  }
  if (approved) scheduleConfirmation(deps, p);
}

/** Abort, timeout or a token the provider never charged: nothing was paid. */
export function annulPurchase(deps: Deps, p: PurchaseRow): void {
  if (p.committed) return;
  p.committed = true;
  p.estado = 4;
  for (const row of paymentsOf(deps, p.id)) row.estado = 4;
}

/**
 * Webpay payments whose token expired (5 minutes) without a return reaching the club: no return will
 * come. Abandoned before the card form was sent (or aborted) → annulled (4); the card form was sent
 * but the browser never came back (tab closed, network lost) → the provider's decision is committed,
 * as the club's backend does when it reconciles with the provider. Either way the payment does not
 * stay open (estado 1) forever, so it never locks the member out of paying again (open-payments.ts).
 */
export function expireAbandoned(deps: Deps): void {
  const now = deps.clock.nowMs();
  for (const p of deps.store.state.purchases)
    if (p.metodo_pago === 'webpay' && !p.committed && isTokenExpired(p.tokenCreatedAt, now))
      commitPurchase(deps, p);
}
