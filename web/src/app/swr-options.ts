import type { SWRConfiguration } from 'swr';
import { takePreloadedReads } from './route-reads';

/**
 * How every read is re-read: no refetch on focus, no automatic retry (screens offer 'Reintentar'),
 * and, when the connection comes back (the browser's `online` event), every read on screen is asked
 * again, so a screen that failed offline fills in by itself. There is no global fetcher: each
 * endpoint module passes its own, which parses the answer; a hook takes over the read its route's
 * loader started (route-reads.ts).
 */
export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
  use: [takePreloadedReads],
};
