import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

// Shared by the dashboard's status block and the payment screens: `GET socios/profile/info-cuotas`
// (SPEC §7 names 'fee info (info-cuotas)' without its full path). An API without it: the same from
// the calls SPEC §7 shows (from-shown-calls.ts).
export const feeInfoKey = endpoints.feeInfo.path;
export const fetchFeeInfo = reader(endpoints.feeInfo.response, () =>
  import('./from-shown-calls').then((m) => m.feeInfoFromShownCalls()),
);

export const useFeeInfo = () => useSWR(feeInfoKey, fetchFeeInfo);
