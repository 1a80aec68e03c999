// The club's side of a transaction: it reads the provider's decision once (Transbank's commit) and
// writes it into the purchase and its payments. Approved → 1 (in confirmation) → 2 later; rejected
// → 3; aborted, timed out or never paid → 4. A committed purchase never changes here again.
import type { PurchaseRow } from '../store/types';
import type { Deps } from '../routes/deps';
import { paymentsOf } from './purchases';
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
  for (const row of paymentsOf(deps.store, p.id)) {
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
  for (const row of paymentsOf(deps.store, p.id)) row.estado = 4;
}

/** Webpay payments abandoned before the card form was sent: the token expired, no return will come. */
export function expireAbandoned(deps: Deps): void {
  const now = deps.clock.nowMs();
  for (const p of deps.store.state.purchases)
    if (p.metodo_pago === 'webpay' && !p.committed && !p.provider && isTokenExpired(p.tokenCreatedAt, now))
      annulPurchase(deps, p);
}
