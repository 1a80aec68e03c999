import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/account/payments/history`: normal (`history`) and extraordinary (`history_extra`). */
export const paymentsHistoryKey = endpoints.paymentsHistory.path;
export const fetchPaymentsHistory = reader(endpoints.paymentsHistory.response);

export const usePaymentsHistory = () => useSWR(paymentsHistoryKey, fetchPaymentsHistory);
