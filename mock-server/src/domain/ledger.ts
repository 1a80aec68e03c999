// Reading the payment ledger: a purchase's payment rows. Its own module so that the lifecycle
// (commit, confirmation, the open-payment lock) reads the ledger without importing purchases.ts.
import type { Deps } from '../deps';

export const paymentsOf = (deps: Pick<Deps, 'store'>, purchaseId: number) =>
  deps.store.state.payments.filter((p) => p.purchaseId === purchaseId);
