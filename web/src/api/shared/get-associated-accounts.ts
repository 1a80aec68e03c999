import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

// Shared by the dashboard's count, /my-account's list and the dues screen's checkboxes:
// `GET socios/account/associated`, the accounts under the member's care (list in `data`).
export const associatedAccountsKey = endpoints.associated.path;
export const fetchAssociatedAccounts = reader(endpoints.associated.response);

export function useAssociatedAccounts() {
  const swr = useSWR(associatedAccountsKey, fetchAssociatedAccounts);
  return { ...swr, accounts: swr.data?.data };
}
