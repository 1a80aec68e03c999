import useSWR from 'swr';
import type { DataResponse, Interest } from '../../../api/contract';

// `GET interests`: the list a new member picks from (public, no login needed).
export const interestsKey = 'interests';

export function useInterests() {
  const swr = useSWR<DataResponse<Interest[]>>(interestsKey);
  return { ...swr, interests: swr.data?.data };
}
