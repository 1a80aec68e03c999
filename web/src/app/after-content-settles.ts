/**
 * Runs `work` once the screen has drawn what the member came for, for background downloads (the
 * next screens' code, the service worker's copies). Started earlier, they share a phone's bandwidth
 * with the screen's own code and data: opened cold from a link, the dashboard moved 330 KB of other
 * screens' files before its own status was on screen (Lighthouse mobile: LCP 3.3 s).
 *
 * "Drawn" is read from the browser's own signals: after the page's `load`, `QUIET_MS` with no new
 * largest contentful paint and no download ending (the screen's data arriving draws it). Where the
 * browser reports no such paints (Safari, Firefox), `QUIET_MS` after `load`. Then the first idle
 * moment.
 */
export function afterContentSettles(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 4000 });
    else setTimeout(work, 200);
  };
  const whenLoaded = (then: () => void) => {
    if (document.readyState === 'complete') then();
    else window.addEventListener('load', then, { once: true });
  };
  const Observer = window.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    whenLoaded(() => setTimeout(idle, QUIET_MS));
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loaded = false;
  const observer = new Observer(() => loaded && restart());
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      observer.disconnect();
      idle();
    }, QUIET_MS);
  };
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  observer.observe({ type: 'resource' });
  whenLoaded(() => {
    loaded = true;
    restart();
  });
}

/** How long the largest paint must stay the same before the screen counts as drawn. */
const QUIET_MS = 1000;
