import useSWR from 'swr';
import type { SubscriptionResponse } from '../../../api/contract';

/** `GET payments/transbank/oneclick/subscription`: the provider's user for the saved card, or null. */
export const subscriptionKey = 'payments/transbank/oneclick/subscription';

export const useOneclickSubscription = () => useSWR<SubscriptionResponse>(subscriptionKey);
