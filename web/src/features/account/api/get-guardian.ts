import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/**
 * `GET socios/account/guardian`: who has this member's account in their care, or null. Not in
 * SPEC §7: an API without it answers as if nobody did (the notice is simply absent).
 */
export const guardianKey = endpoints.guardian.path;
export const fetchGuardian = reader(endpoints.guardian.response, () => ({ data: null }));

export function useGuardian() {
  const swr = useSWR(guardianKey, fetchGuardian);
  return { ...swr, guardian: swr.data?.data };
}
