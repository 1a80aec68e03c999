import { useDeferredValue } from 'react';

/**
 * Whether a screen may leave its skeleton for what its reads opened: `loaded`, once React has
 * rendered that in a pass of its own. SWR's updates render at once, in one task; a pay screen's
 * form (antd's Select, Radio, Card, Button…) is the longest render of its first load, a long task
 * on a mid-range phone (Lighthouse's Total Blocking Time). Deferred, React renders it in slices of
 * a few milliseconds and the main thread can paint and take input in between. The skeleton stays
 * one render longer, which nobody sees. (The same mechanism as components/after-first-paint.tsx,
 * which defers a section of a screen rather than what its reads opened.)
 */
export function useDeferredReady(loaded: boolean): boolean {
  return useDeferredValue(loaded) && loaded;
}
