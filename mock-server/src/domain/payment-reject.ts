// 'Rechazar' in the console: a payment still at the provider (the member has not come back) or
// approved and awaiting confirmation ends rejected (estado 3), as when the club's reconciliation
// refuses it. Nothing is charged and dues do not move; a later return from the provider commits
// nothing (the purchase is already committed), and the confirmation timer skips it.
import type { PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { paymentsOf } from './ledger';
import { isOpenPurchase } from './payment-phase';

export function rejectByHand(deps: Deps, purchaseId: number): PurchaseRow {
  const p = deps.store.state.purchases.find((x) => x.id === purchaseId);
  if (!p) throw notFound('Compra no encontrada.');
  if (!isOpenPurchase(p)) throw new AppError(409, 'Solo se rechaza un pago en curso o en confirmación.');
  p.committed = true;
  p.estado = 3;
  p.confirmAt = null;
  for (const row of paymentsOf(deps, p.id)) {
    row.estado = 3;
    row.wp_amount = null;
    row.wp_authorizationCode = null;
  }
  return p;
}
