// An approved payment stays "in confirmation" (estado 1) for config.confirmDelayMs, as the club's
// real backend does while it reconciles with the provider; then it is paid (estado 2) and its
// effects apply. Reads settle lazily against the mock's clock (so a test or a demo can move the
// clock forward), and a timer settles it after the same delay in real time, so a pinned demo clock
// does not leave payments in confirmation forever. -1 = only by hand (POST /__mock/payments/{id}/confirm).
import type { PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { paymentsOf } from './ledger';
import { applyPaidEffects } from './payment-effects';
import { isInConfirmation as inConfirmation } from './payment-phase';

export function scheduleConfirmation(deps: Deps, p: PurchaseRow): void {
  const delay = deps.config.confirmDelayMs;
  if (delay < 0) return;
  p.confirmAt = deps.clock.nowMs() + delay;
  if (delay === 0) return markPaid(deps, p);
  const timer = setTimeout(() => {
    // After a reset this purchase belongs to a state that no longer exists.
    if (deps.store.state.purchases.includes(p) && inConfirmation(p)) markPaid(deps, p);
  }, delay);
  timer.unref();
}

/** Confirms every payment whose delay has passed on the mock's clock; answers how many. */
export function settleDue(deps: Deps): number {
  const now = deps.clock.nowMs();
  const due = deps.store.state.purchases.filter(
    (p) => inConfirmation(p) && p.confirmAt !== null && p.confirmAt <= now,
  );
  for (const p of due) markPaid(deps, p);
  return due.length;
}

/**
 * The console's switch: holding (-1) leaves every approval in confirmation for 'Confirmar' or
 * 'Rechazar' by hand; releasing puts back `delay` and schedules the approvals held meanwhile, which
 * would otherwise wait for a hand that is no longer expected.
 */
export function holdApprovals(deps: Deps, hold: boolean, delay: number): void {
  deps.config.confirmDelayMs = hold ? -1 : delay;
  if (hold) return;
  for (const p of deps.store.state.purchases)
    if (inConfirmation(p) && p.confirmAt === null) scheduleConfirmation(deps, p);
}

export function confirmByHand(deps: Deps, purchaseId: number): PurchaseRow {
  const p = deps.store.state.purchases.find((x) => x.id === purchaseId);
  if (!p) throw notFound('Compra no encontrada.');
  if (p.estado === 2) return p;
  if (!inConfirmation(p))
    throw new AppError(409, 'Solo se confirma un pago aprobado que está en confirmación (estado 1).');
  markPaid(deps, p);
  return p;
}

function markPaid(deps: Deps, p: PurchaseRow): void {
  if (!inConfirmation(p)) return;
  const rows = paymentsOf(deps, p.id);
  p.estado = 2;
  for (const row of rows) row.estado = 2;
  applyPaidEffects(deps, p, rows);
}
