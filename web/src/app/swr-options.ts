import type { SWRConfiguration } from 'swr';
import { fetcher } from '../api/client';

/** How every read is fetched and re-read: through the one request helper, no refetch on focus. */
export const swrOptions: SWRConfiguration = { fetcher, revalidateOnFocus: false, shouldRetryOnError: false };
