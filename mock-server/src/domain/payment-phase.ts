// One answer to "where is this payment?", read from what the card provider answered and what the
// club recorded — never from the fake's confirmation schedule (`confirmAt`), which is only the mock's
// way of deciding *when* the club confirms. Every reader (fee info, histories, the console, the
// confirm/reject actions) asks here, so a payment confirmed by hand, a Oneclick charge and an
// automatic charge read the same everywhere.
import type { PurchaseRow } from '../store/types';

export type PaymentPhase =
  | 'at_provider' // Webpay token handed out; the member has not come back from the card form yet
  | 'in_confirmation' // the provider approved it; the club has not confirmed it yet (estado 1)
  | 'paid' // estado 2
  | 'rejected' // estado 3
  | 'annulled'; // estado 4

type PhaseInput = Pick<PurchaseRow, 'estado' | 'committed' | 'provider'>;

export function paymentPhase(p: PhaseInput): PaymentPhase {
  if (p.estado === 2) return 'paid';
  if (p.estado === 3) return 'rejected';
  if (p.estado === 4) return 'annulled';
  if (p.committed && p.provider?.status === 'AUTHORIZED') return 'in_confirmation';
  return 'at_provider';
}

/** Approved by the provider, awaiting the club's confirmation. */
export const isInConfirmation = (p: PhaseInput | undefined): boolean =>
  p !== undefined && paymentPhase(p) === 'in_confirmation';

/** Still open (estado 1): at the provider or in confirmation. The console lists these. */
export const isOpenPurchase = (p: PhaseInput): boolean => {
  const phase = paymentPhase(p);
  return phase === 'at_provider' || phase === 'in_confirmation';
};
