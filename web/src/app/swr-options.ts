import type { SWRConfiguration } from 'swr';
import { takePreloadedReads } from './preload-reads';
import { ApiError } from '../api/client';

/** How many times a failed read is asked again on its own before the screen's 'Reintentar' is the way. */
export const READ_RETRIES = 4;
/** The first wait; each next one doubles, up to `READ_RETRY_MAX_MS`. */
export const READ_RETRY_FIRST_MS = 1_000;
export const READ_RETRY_MAX_MS = 8_000;

/**
 * Whether a failed read is worth asking again by itself: a network failure or a 5xx may pass (a blip,
 * a restart), but a 4xx answer or an answer the contract cannot read will be the same next time.
 */
export function retriesByItself(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.result.unreadable) return false;
  const { status } = error.result;
  return !(status >= 400 && status < 500);
}

/**
 * The wait before retry `attempt` (1, 2…): 1 s, 2 s, 4 s, 8 s, 8 s…, each within ±25 %, so that the
 * phones a blip failed at once do not all ask again at the same instant.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(READ_RETRY_FIRST_MS * 2 ** (attempt - 1), READ_RETRY_MAX_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * SWR's error retry, bounded: a few tries with a growing wait, none while the device is offline (the
 * `online` event re-reads) or the page is hidden (coming back to it re-reads).
 */
export const retryFailedRead: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  options,
) => {
  const { retryCount } = options;
  if (!retriesByItself(error) || retryCount > READ_RETRIES) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  setTimeout(() => void revalidate(options), retryDelay(retryCount));
};

/**
 * How every read is re-read, so that a screen a blip broke fills in by itself, without a tap: a
 * failed read is asked again a few times (retryFailedRead), and every read on screen is asked again
 * when the connection comes back (the browser's `online` event) and when the member comes back to the
 * tab (which also brings what changed meanwhile, e.g. the demo's clock). 'Reintentar' stays for what
 * the retries did not mend. There is no global fetcher: each endpoint module passes its own, which
 * parses the answer; a hook takes over the read its route's loader started (preload-reads.ts).
 */
export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  shouldRetryOnError: true,
  onErrorRetry: retryFailedRead,
  use: [takePreloadedReads],
};
