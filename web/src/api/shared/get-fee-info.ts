import useSWR from 'swr';
import { reader } from '../client';
import { feeInfo } from '../contract';

// Shared by the dashboard's status block and the payment screens: `GET socios/profile/info-cuotas`.
export const feeInfoKey = 'socios/profile/info-cuotas';
export const fetchFeeInfo = reader(feeInfo);

export const useFeeInfo = () => useSWR(feeInfoKey, fetchFeeInfo);
