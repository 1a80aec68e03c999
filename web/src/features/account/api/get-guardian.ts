import useSWR from 'swr';
import { reader } from '../../../api/client';
import { guardianResponse } from '../../../api/contract';

/** `GET socios/account/guardian`: who has this member's account in their care, or null. */
export const guardianKey = 'socios/account/guardian';
const fetchGuardian = reader(guardianResponse);

export function useGuardian() {
  const swr = useSWR(guardianKey, fetchGuardian);
  return { ...swr, guardian: swr.data?.data };
}
