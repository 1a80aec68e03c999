import type { SWRConfiguration } from 'swr';

/**
 * How every read is re-read: no refetch on focus, no automatic retry (screens offer 'Reintentar'),
 * and, when the connection comes back (the browser's `online` event), every read on screen is asked
 * again, so a screen that failed offline fills in by itself. There is no global fetcher: each
 * endpoint module passes its own, which parses the answer.
 */
export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
};
