import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET payments/transbank/oneclick/card`: the member's saved card, or `data: null`. */
export const savedCardKey = endpoints.savedCard.path;
export const fetchSavedCard = reader(endpoints.savedCard.response);

export function useSavedCard() {
  const swr = useSWR(savedCardKey, fetchSavedCard);
  // `card` is null both for "no card" and "not known yet": `unknown` tells them apart.
  const failed = Boolean(swr.error) && !swr.data;
  return { ...swr, card: swr.data?.data ?? null, failed, unknown: swr.isLoading || failed };
}
