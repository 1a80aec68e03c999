import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

/** `GET payments/transbank/oneclick/subscription` (SPEC §7): the provider's user of a saved card, or null. */
export const subscriptionKey = endpoints.oneclickSubscription.path;
export const fetchSubscription = reader(endpoints.oneclickSubscription.response);

/** Read only when asked (`enabled`): after an enrolment, to confirm the provider kept the card. */
export const useOneclickSubscription = (enabled: boolean) =>
  useSWR(enabled ? subscriptionKey : null, fetchSubscription);
