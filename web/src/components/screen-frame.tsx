import type { ReactNode } from 'react';

/**
 * A screen's frame: its route module's `HydrateFallback`, what a member opening it cold sees before
 * the app has run (pre-rendered) and while its reads start. Inert: nothing typed or tapped there
 * would reach the screen that replaces it.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <div className="screen-frame" inert>
      {children}
    </div>
  );
}
