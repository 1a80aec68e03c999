import useSWR from 'swr';
import type { AccountsValues } from '../../../api/contract';
import { postRead } from './post-read';

const PATH = 'cuotas/valores/accounts';

/**
 * `POST cuotas/valores/accounts` (or `/detail`, which adds the months): the member's next N dues
 * plus the same N for each chosen associated account. No call while no dues count is chosen.
 */
export const accountsValuesKey = (count: number, accounts: number[], detail = true) =>
  count > 0
    ? ([
        detail ? `${PATH}/detail` : PATH,
        { numero_cuotas: count, accounts: [...accounts].sort((a, b) => a - b) },
      ] as const)
    : null;

export const useAccountsValues = (count: number, accounts: number[], detail = true) =>
  useSWR<AccountsValues>(accountsValuesKey(count, accounts, detail), postRead, { keepPreviousData: true });
