import useSWR from 'swr';
import { z } from 'zod';
import { reader } from '../../../api/client';
import { dataOf, interest } from '../../../api/contract';

// `GET interests`: the list a new member picks from (public, no login needed).
export const interestsKey = 'interests';
const fetchInterests = reader(dataOf(z.array(interest)));

export function useInterests() {
  const swr = useSWR(interestsKey, fetchInterests);
  return { ...swr, interests: swr.data?.data };
}
