import { useDeferredValue } from 'react';

/** A hydration under way: the build's pre-render (no window), and the app's until it commits. */
let hydrating = typeof window === 'undefined';

/** Right before the page is hydrated (entry.client.tsx, and tests that hydrate pre-rendered markup). */
export const hydrationStarts = () => void (hydrating = true);
/** Once the hydration has committed (root.tsx): what mounts from then on is a plain client render. */
export const hydrationCommitted = () => void (hydrating = false);

/**
 * False in the pre-rendered markup and while React hydrates it, true from then on (and at once in
 * a plain client render): what differs between the build's render and the member's (today's date,
 * the session's own data), and whether a control's value was found in pre-rendered markup
 * (use-kept-before-ready.ts). docs/decisions/pre-rendering.md.
 *
 * The switch to true is a deferred render, which React does in slices. Read from a store whose
 * server and client values differ (useSyncExternalStore), it was a synchronous render of every part
 * that asks, in one long task right after the hydration.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, !hydrating);
}
