import useSWR from 'swr';
import { reader } from '../../../api/client';
import { purchasesHistory } from '../../../api/contract';

/** `GET socios/account/purchases/history`. */
export const purchasesHistoryKey = 'socios/account/purchases/history';
export const fetchPurchasesHistory = reader(purchasesHistory);

export function usePurchasesHistory() {
  const swr = useSWR(purchasesHistoryKey, fetchPurchasesHistory);
  return { ...swr, purchases: swr.data?.data };
}
