// The open-payment lock. A dues purchase is priced from al_dia_hasta, which moves only when a
// payment is confirmed: while a member's dues, incorporation or regularisation payment is still open
// (estado 1 — pending at the provider, or approved and awaiting confirmation), a second one covering
// that member would be priced from the same month and charge the same months twice. So a new one is
// refused (422) until the open one ends. A retry with the same buyOrder is not a new payment:
// purchases.ts answers it with the purchase already made before this check runs. Stale payments are
// settled first, so an abandoned Webpay token (annulled once it expires, after 5 minutes) or an
// approval whose confirmation is already due never keeps a member locked out.
import type { TipoPago } from '../../../web/src/api/contract';
import type { Deps } from '../deps';
import type { MemberRecord, PaymentRow } from '../store/types';
import { validationError, type FieldErrors } from '../http/errors';
import { expireAbandoned } from './payment-commit';
import { settleDue } from './payment-confirm';
import { fullName } from './members';
import { isInConfirmation } from './payment-phase';

/** Payments that settle months of dues (an extraordinary contribution settles none). */
export const DUES_PAYMENT_TYPES: ReadonlySet<TipoPago> = new Set<TipoPago>([
  'cuotas',
  'incorporacion',
  'regularizacion',
  'pago_automatico',
]);

const WAIT = 'Espera su confirmación o anúlalo antes de pagar de nuevo';
const ABANDONED = 'un pago que dejaste sin terminar en Webpay se anula solo a los 5 minutos';

export const OPEN_PAYMENT = `Ya tienes un pago en proceso para estas cuotas. ${WAIT} (${ABANDONED}).`;
export const accountOpenPayment = (name: string) =>
  `${name} ya tiene un pago en proceso para sus cuotas. ${WAIT} (${ABANDONED}).`;

/** Annuls expired Webpay tokens and confirms approvals whose delay passed, before the lock is read. */
export function settleStalePayments(deps: Deps): void {
  expireAbandoned(deps);
  settleDue(deps);
}

/** The member's dues payment still open (estado 1), whoever pays it; undefined when there is none. */
export const openDuesPayment = (deps: Pick<Deps, 'store'>, memberId: number): PaymentRow | undefined =>
  deps.store.state.payments.find(
    (r) => r.memberId === memberId && r.estado === 1 && DUES_PAYMENT_TYPES.has(r.tipo_pago),
  );

/** What the dashboard shows instead of 'Pagar' while the member's dues payment is open. */
export function paymentInProgress(deps: Pick<Deps, 'store'>, memberId: number) {
  const { state } = deps.store;
  const open = openDuesPayment(deps, memberId);
  if (!open) return null;
  const purchase = state.purchases.find((p) => p.id === open.purchaseId);
  return { id_compra: open.purchaseId, en_confirmacion: isInConfirmation(purchase) };
}

/**
 * Refuses (422, the contract's shape) a payment covering any member with an open dues payment: the
 * payer under `tipo_pago`, each associated account (named) under `selectedAccounts`.
 */
export function assertNoOpenPayment(
  deps: Pick<Deps, 'store'>,
  payer: MemberRecord,
  memberIds: Iterable<number>,
): void {
  const { state } = deps.store;
  const errors: FieldErrors = {};
  for (const id of new Set(memberIds)) {
    if (!openDuesPayment(deps, id)) continue;
    if (id === payer.id) (errors.tipo_pago ??= []).push(OPEN_PAYMENT);
    else {
      const account = state.members.find((m) => m.id === id);
      (errors.selectedAccounts ??= []).push(
        accountOpenPayment(account ? fullName(account) : `La cuenta ${id}`),
      );
    }
  }
  const first = errors.tipo_pago?.[0] ?? errors.selectedAccounts?.[0];
  if (first) throw validationError(errors, first);
}
