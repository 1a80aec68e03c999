import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered markup and while React hydrates it, true from then on (and at once in
 * a plain client render): controls stay inert until React handles them, so a tap before the
 * JavaScript arrives can never submit the login natively (with the password in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
