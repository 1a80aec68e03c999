import useSWR from 'swr';
import type { SavedCardResponse } from '../../../api/contract';

/** `GET payments/transbank/oneclick/card`: the member's saved card, or `data: null`. */
export const savedCardKey = 'payments/transbank/oneclick/card';

export function useSavedCard() {
  const swr = useSWR<SavedCardResponse>(savedCardKey);
  return { ...swr, card: swr.data?.data ?? null };
}
