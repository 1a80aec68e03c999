import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a pass of its own after the screen around it, `placeholder` until then. For
 * a long screen's lower sections: committed with the rest, a dozen antd form fields made one long
 * task on a mid-range phone (Lighthouse's Total Blocking Time on /my-profile). React's deferred
 * value with an initial one, as components/use-deferred-ready.ts does for a screen's reads: the
 * first render shows the placeholder, then React renders the content in slices, the main thread
 * free in between.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useDeferredValue(true, false) ? children : placeholder;
}
