import useSWR from 'swr';
import type { AssociatedAccount, DataResponse } from '../contract';

// Shared by the dashboard's count, /my-account's list (and the dues screen's checkboxes):
// `GET socios/account/associated`, the accounts under the member's care.
export const associatedAccountsKey = 'socios/account/associated';

export function useAssociatedAccounts() {
  const swr = useSWR<DataResponse<AssociatedAccount[]>>(associatedAccountsKey);
  return { ...swr, accounts: swr.data?.data };
}
