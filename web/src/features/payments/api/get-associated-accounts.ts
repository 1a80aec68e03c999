import useSWR from 'swr';
import type { AssociatedAccount, DataResponse } from '../../../api/contract';

/** `GET socios/account/associated`: the accounts under the member's care (list in `data`). */
export const associatedAccountsKey = 'socios/account/associated';

export function useAssociatedAccounts() {
  const swr = useSWR<DataResponse<AssociatedAccount[]>>(associatedAccountsKey);
  return { ...swr, accounts: swr.data?.data ?? [] };
}
