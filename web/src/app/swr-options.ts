import type { SWRConfiguration } from 'swr';

/**
 * How every read is re-read: no refetch on focus, no automatic retry (screens offer 'Reintentar').
 * There is no global fetcher: each endpoint module passes its own, which parses the answer.
 */
export const swrOptions: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };
