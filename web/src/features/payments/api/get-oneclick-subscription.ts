import useSWR from 'swr';
import { reader } from '../../../api/client';
import { subscriptionResponse } from '../../../api/contract';

/** `GET payments/transbank/oneclick/subscription`: the provider's user for the saved card, or null. */
export const subscriptionKey = 'payments/transbank/oneclick/subscription';
const fetchSubscription = reader(subscriptionResponse);

export const useOneclickSubscription = () => useSWR(subscriptionKey, fetchSubscription);
