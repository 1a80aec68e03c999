import useSWR from 'swr';
import { reader } from '../client';
import { endpoints, type SavedCardResponse } from '../contract';
import { fetchSubscription, subscriptionKey } from './get-oneclick-subscription';
import { holdsSomething } from '../../domain/open-entities';

/**
 * For an API without the saved-card call: whether a card is enrolled, from the spec's subscription
 * read (`data.user`). Its type and digits are not known then: both empty, and the screens say
 * 'Tarjeta inscrita' (domain/auto-payment.ts cardName).
 */
async function cardFromSubscription(): Promise<SavedCardResponse> {
  const { data } = await fetchSubscription(subscriptionKey);
  return { data: holdsSomething(data?.user) ? { user: data?.user, card_type: '', card_number: '' } : null };
}

/**
 * SPEC §7's 'saved-card get' (its path is not shown: `payments/transbank/oneclick/card` is our guess):
 * the member's saved card, or `data: null`.
 */
export const savedCardKey = endpoints.savedCard.path;
export const fetchSavedCard = reader(endpoints.savedCard.response, cardFromSubscription);

export function useSavedCard() {
  const swr = useSWR(savedCardKey, fetchSavedCard);
  // `card` is null both for "no card" and "not known yet": `unknown` tells them apart. From the
  // data, not `isLoading`: SWR says loading on a hook's first render even with the answer in its
  // cache (read ahead, or by an earlier screen), and the card's place would flash a placeholder.
  const failed = Boolean(swr.error) && !swr.data;
  return { ...swr, card: swr.data?.data ?? null, failed, unknown: swr.data === undefined };
}
