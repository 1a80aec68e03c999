// Reading the payment ledger: a purchase's payment rows (where a payment stands is payment-phase.ts). Its own
// module, below the rest of the payment domain, so that the lifecycle (open-payment lock → commit →
// confirmation → effects → receipt) and the histories read the ledger without importing one another.
import type { Deps } from '../deps';

export const paymentsOf = (deps: Pick<Deps, 'store'>, purchaseId: number) =>
  deps.store.state.payments.filter((p) => p.purchaseId === purchaseId);
