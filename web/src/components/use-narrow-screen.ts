import { useSyncExternalStore } from 'react';

// Phones (below 600 px) get cards instead of wide tables. Read from matchMedia on the first render
// (no effect, no second paint), so a phone never draws a table first and then swaps it (no layout shift).
export const NARROW_QUERY = '(max-width: 599.98px)';

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null;

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True on a phone-wide viewport; false where there is no window (prerender) or no matchMedia. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
