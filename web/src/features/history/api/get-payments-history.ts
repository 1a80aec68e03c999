import useSWR from 'swr';
import { reader } from '../../../api/client';
import { paymentsHistory } from '../../../api/contract';

/** `GET socios/account/payments/history`: normal (`history`) and extraordinary (`history_extra`). */
export const paymentsHistoryKey = 'socios/account/payments/history';
export const fetchPaymentsHistory = reader(paymentsHistory);

export const usePaymentsHistory = () => useSWR(paymentsHistoryKey, fetchPaymentsHistory);
