import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered markup and while React hydrates it, true from then on (and at once in
 * a plain client render): what differs between the build's render and the member's (today's date,
 * the session's own data), and whether a control's value was found in pre-rendered markup
 * (use-kept-before-ready.ts). docs/decisions/pre-rendering.md.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
