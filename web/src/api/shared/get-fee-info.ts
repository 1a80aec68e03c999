import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

// Shared by the dashboard's status block and the payment screens: `GET socios/profile/info-cuotas`.
export const feeInfoKey = endpoints.feeInfo.path;
export const fetchFeeInfo = reader(endpoints.feeInfo.response);

export const useFeeInfo = () => useSWR(feeInfoKey, fetchFeeInfo);
