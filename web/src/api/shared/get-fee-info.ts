import useSWR from 'swr';
import type { FeeInfo } from '../contract';

// Shared by the dashboard's status block and the payment screens: `GET socios/profile/info-cuotas`.
export const feeInfoKey = 'socios/profile/info-cuotas';

export const useFeeInfo = () => useSWR<FeeInfo>(feeInfoKey);
