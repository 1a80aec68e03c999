import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/total`: how many members are al día. */
export const membersTotalKey = endpoints.membersTotal.path;
export const fetchMembersTotal = reader(endpoints.membersTotal.response);

export const useMembersTotal = () => useSWR(membersTotalKey, fetchMembersTotal);
