import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

// `GET interests`: the list a new member picks from (public, no login needed).
export const interestsKey = endpoints.interests.path;
export const fetchInterests = reader(endpoints.interests.response);

export function useInterests() {
  const swr = useSWR(interestsKey, fetchInterests);
  return { ...swr, interests: swr.data?.data };
}
