import type { ReactNode } from 'react';
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
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={FRAME_READS}>
      <div className="screen-frame" inert>
        {children}
      </div>
    </SWRConfig>
  );
}

/**
 * A route module's `meta` for a frame whose own title is the screen's largest paint (a list of rows
 * smaller than it): its page then asks for its scripts after the first paint, as the login does,
 * so they do not share a phone's bandwidth with the stylesheets the frame waits for
 * (scripts/build-web.ts). Other frames, whose largest paint is the data, ask for them at once.
 */
export const paintFirstMeta = () => ({ name: 'portal-paint-first', content: 'frame' });
