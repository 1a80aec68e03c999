import useSWR from 'swr';
import type { MembersTotal } from '../../../api/contract';

/** `GET socios/total`: how many members are al día. */
export const membersTotalKey = 'socios/total';

export const useMembersTotal = () => useSWR<MembersTotal>(membersTotalKey);
