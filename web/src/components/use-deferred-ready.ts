import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * Whether a screen may leave its skeleton for what its reads opened: `loaded`, once React has
 * rendered that in a pass of its own. SWR's updates render at once, in one task; a pay screen's
 * form (its selects, radios, cards and buttons) or the profile's sixteen fields are the longest render
 * of their screen's first load, a long task on a mid-range phone (Lighthouse's Total Blocking
 * Time). Deferred, React renders it in slices of a few milliseconds and the main thread can paint
 * and take input in between. The skeleton stays one render longer, which nobody sees. The app's
 * one way to defer a render (docs/decisions/pre-rendering.md).
 */
export function useDeferredReady(loaded: boolean): boolean {
  return useDeferredValue(loaded) && loaded;
}

/**
 * False in the commit that mounts the caller, true in a transition right after it. A render can be
 * sliced, a commit cannot: it creates the DOM and runs the effects (a form's fields registering) in
 * one task. A part drawn this way is committed in a task of its own. (`useDeferredValue`'s initial
 * value cannot do it: inside a deferred render, as useDeferredReady's is, it is skipped.)
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
