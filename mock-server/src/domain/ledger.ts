// Reading the payment ledger: a purchase's payment rows, and whether it is being confirmed. Its own
// module, below the rest of the payment domain, so that the lifecycle (open-payment lock → commit →
// confirmation → effects → receipt) and the histories read the ledger without importing one another.
import type { Deps } from '../deps';

export const paymentsOf = (deps: Pick<Deps, 'store'>, purchaseId: number) =>
  deps.store.state.payments.filter((p) => p.purchaseId === purchaseId);

/** Approved by the provider and waiting for the club's confirmation (estado 1 with a confirm time). */
export const isInConfirmation = (purchase: { estado: number; confirmAt: number | null } | undefined) =>
  purchase !== undefined && purchase.estado === 1 && purchase.confirmAt !== null;
