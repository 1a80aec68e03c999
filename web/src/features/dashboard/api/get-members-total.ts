import useSWR from 'swr';
import { reader } from '../../../api/client';
import { membersTotal } from '../../../api/contract';

/** `GET socios/total`: how many members are al día. */
export const membersTotalKey = 'socios/total';
export const fetchMembersTotal = reader(membersTotal);

export const useMembersTotal = () => useSWR(membersTotalKey, fetchMembersTotal);
