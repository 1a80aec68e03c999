// Reading the payment ledger: a purchase's payment rows. Its own module so that the lifecycle
// (commit, confirmation, the open-payment lock) reads the ledger without importing purchases.ts.
import type { Store } from '../store/store';

export const paymentsOf = (store: Store, purchaseId: number) =>
  store.state.payments.filter((p) => p.purchaseId === purchaseId);
