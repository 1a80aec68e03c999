import useSWR from 'swr';
import { postReader } from '../client';
import { endpoints } from '../contract';

const { accountsValues, accountsValuesDetail } = endpoints;
const fetchAccountsValues = postReader(accountsValues.response);

/**
 * `POST cuotas/valores/accounts` (or `/detail`, which adds the months): the member's next N dues
 * plus the same N for each chosen associated account. No call while no dues count is chosen.
 */
export const accountsValuesKey = (count: number, accounts: number[], detail: boolean) =>
  count > 0
    ? ([
        detail ? accountsValuesDetail.path : accountsValues.path,
        { numero_cuotas: count, accounts: [...accounts].sort((a, b) => a - b) },
      ] as const)
    : null;

export const useAccountsValues = (count: number, accounts: number[], detail: boolean) =>
  useSWR(accountsValuesKey(count, accounts, detail), fetchAccountsValues, { keepPreviousData: true });
