// What the seed's past purchases charged (fixtures/purchases.json). A payment keeps the price of its
// day, so the receipts and histories of the seed show these amounts, not the fee schedule's: tests
// read them here instead of repeating them.
import purchasesFixture from '../fixtures/purchases.json' with { type: 'json' };

/** A month's dues as purchase `purchaseId` charged member `memberId`. */
export function seededDues(purchaseId: number, memberId: number): number {
  const purchase = purchasesFixture.find((p) => p.id === purchaseId);
  const payment = purchase?.payments.find((p) => p.memberId === memberId);
  if (!payment) throw new Error(`No payment of member ${memberId} in purchase ${purchaseId}`);
  return payment.cuota;
}

/** What purchase `purchaseId` charged in all: each payment's dues times its months. */
export function seededTotal(purchaseId: number): number {
  const purchase = purchasesFixture.find((p) => p.id === purchaseId);
  if (!purchase) throw new Error(`No purchase ${purchaseId}`);
  return purchase.payments.reduce((sum, p) => sum + p.cuota * p.months.length, 0);
}
