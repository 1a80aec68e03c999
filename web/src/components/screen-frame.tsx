import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useHydrated } from './light/use-hydrated';

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
 * Busy: the screen is on its way (and a frame without placeholders is not taken for its data).
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={FRAME_READS}>
      <div className="screen-frame" inert aria-busy="true">
        {children}
      </div>
    </SWRConfig>
  );
}

/**
 * A route module's `meta` for a frame whose screen's largest paint is its data (the dashboard, the
 * profile's form): its page asks for its scripts at once, so the data comes sooner. Other frames
 * paint first, as the login does: their title is their largest paint, and their scripts would share a
 * phone's bandwidth with the stylesheets it waits for (web/src/boot/paint-first.ts).
 */
export const SCRIPTS_AT_ONCE_META = 'portal-scripts-at-once';
export const scriptsAtOnceMeta = () => ({ name: SCRIPTS_AT_ONCE_META, content: 'frame' });

/**
 * A screen that is its own frame (a payment screen: it draws no member's data before its reads
 * answer): pre-rendered as it first draws, inert until hydrated (what was picked there would not
 * reach its state), then the same elements, live. Nothing is drawn twice, as a `HydrateFallback`
 * replaced by its screen is (docs/decisions/framework-mode.md).
 */
export function OwnFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="screen-frame" inert={!hydrated}>
      {children}
    </div>
  );
}
