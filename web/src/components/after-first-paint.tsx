import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * Renders `children` once the screen around it has been painted, in a render of their own. For a
 * long screen's lower sections: committed with the rest, a dozen antd form fields made one long task
 * on a mid-range phone (Lighthouse's Total Blocking Time on /my-profile). Until then, `placeholder`.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : placeholder;
}
