import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './light/use-hydrated';

// Screens narrower than a table needs get cards instead. Read from matchMedia on the first render
// (no effect, no second paint), so a phone never draws a table first and then swaps it (no layout shift).
const narrowerThan = (px: number) => `(max-width: ${px - 0.02}px)`;
/** Phones: below 600 px. */
export const NARROW_QUERY = narrowerThan(600);
/** The payments history's eight columns need a desktop beside the menu: below 1200 px, cards. */
export const BELOW_WIDE_TABLE_QUERY = narrowerThan(1200);

const media = (query: string) =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;

/** True while the viewport matches `query` (phones by default); false in prerender or without matchMedia. */
export function useNarrowScreen(query = NARROW_QUERY): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const matches = () => media(query)?.matches ?? false;
  const narrow = useSyncExternalStore(subscribe, matches, matches);
  // Pre-rendered wide; hydrated the same, then as it is (useHydrated's deferred render).
  return useHydrated() && narrow;
}
