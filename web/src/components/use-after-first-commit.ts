import { startTransition, useEffect, useState } from 'react';

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
