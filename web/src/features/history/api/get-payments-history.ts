import useSWR from 'swr';
import type { PaymentsHistory } from '../../../api/contract';

/** `GET socios/account/payments/history`: normal (`history`) and extraordinary (`history_extra`). */
export const paymentsHistoryKey = 'socios/account/payments/history';

export const usePaymentsHistory = () => useSWR<PaymentsHistory>(paymentsHistoryKey);
