import useSWR from 'swr';
import type { DataResponse, Purchase } from '../../../api/contract';

/** `GET socios/account/purchases/history`. */
export const purchasesHistoryKey = 'socios/account/purchases/history';

export function usePurchasesHistory() {
  const swr = useSWR<DataResponse<Purchase[]>>(purchasesHistoryKey);
  return { ...swr, purchases: swr.data?.data };
}
