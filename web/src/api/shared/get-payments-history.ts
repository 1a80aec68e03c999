import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

/** `GET socios/account/payments/history`: normal (`history`) and extraordinary (`history_extra`). */
export const paymentsHistoryKey = endpoints.paymentsHistory.path;
export const fetchPaymentsHistory = reader(endpoints.paymentsHistory.response);

export const usePaymentsHistory = () => useSWR(paymentsHistoryKey, fetchPaymentsHistory);
