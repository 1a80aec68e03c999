import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/account/purchases/history`. */
export const purchasesHistoryKey = endpoints.purchasesHistory.path;
export const fetchPurchasesHistory = reader(endpoints.purchasesHistory.response);

export function usePurchasesHistory() {
  const swr = useSWR(purchasesHistoryKey, fetchPurchasesHistory);
  return { ...swr, purchases: swr.data?.data };
}
