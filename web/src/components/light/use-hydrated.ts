import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered markup and while React hydrates it, true from then on (and at once in
 * a plain client render). The light kit's controls are inert until then (inputs read-only, choices
 * and submits disabled): typed before, a value would not reach the form's state, and a tap could
 * submit a form natively (with the password in the URL). The one rule of
 * docs/decisions/pre-rendering.md.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
