import { Suspense, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Reads in a frame see a cache of their own, empty, and never ask: the frame's blocks stay in their
 * loading state, as pre-rendered. The screen's reads answering while the frame is still up (the
 * dashboard waits for some) would otherwise fill its blocks in place, and what grew would move what
 * is below it before the screen replaced the frame.
 */
const FRAME_READS = { provider: () => new Map(), isPaused: () => true };

/**
 * A screen's frame: its route module's `HydrateFallback`, what a member opening it cold sees before
 * the app has run (pre-rendered) and while its reads start. Inert: nothing typed or tapped there
 * would reach the screen that replaces it. Still: it draws no answer (FRAME_READS), the screen does.
 *
 * Inside a Suspense boundary, drawn once: React hydrates such a boundary after the rest of the
 * page, and one that is gone by then (the screen has replaced it, as the dashboard does when its
 * reads were in before the app) is never hydrated at all. What the frame first drew is kept, so that
 * nothing above it redrawing (the member's name once the session is read) reaches into it.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const [frame] = useState(() => (
    <Suspense>
      <SWRConfig value={FRAME_READS}>
        <div className="screen-frame" inert>
          {children}
        </div>
      </SWRConfig>
    </Suspense>
  ));
  return frame;
}
