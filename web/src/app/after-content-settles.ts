/**
 * Runs `work` once the screen has drawn what the member came for, for background downloads (the
 * next screens' code, the service worker's copies). Started earlier, they share a phone's bandwidth
 * with the screen's own code and data: opened cold from a link, the dashboard moved other screens'
 * files before its own status was on screen, and painted it later.
 *
 * "Drawn" is read from the browser's own signals: after the page's `load`, `QUIET_MS` with no new
 * largest contentful paint and no download ending (the screen's data arriving draws it). Where the
 * browser reports no such paints (Safari, Firefox), `QUIET_MS` after `load`. Then the first idle
 * moment.
 *
 * Returns a cancel: a component that asks (the demo badge) cancels on unmount, so no timer of a
 * screen that is gone sets state later.
 */
export function afterContentSettles(work: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const idle = () => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: 4000 });
    else timer = setTimeout(run, 200);
  };
  let then: (() => void) | undefined;
  const onLoad = () => then?.();
  const whenLoaded = (next: () => void) => {
    if (document.readyState === 'complete') next();
    else {
      then = next;
      window.addEventListener('load', onLoad, { once: true });
    }
  };
  const Observer = window.PerformanceObserver;
  let observer: PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    whenLoaded(() => (timer = setTimeout(idle, QUIET_MS)));
  } else {
    let loaded = false;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        observer?.disconnect();
        idle();
      }, QUIET_MS);
    };
    observer = new Observer(() => loaded && restart());
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    observer.observe({ type: 'resource' });
    whenLoaded(() => {
      loaded = true;
      restart();
    });
  }
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
    observer?.disconnect();
    window.removeEventListener('load', onLoad);
  };
}

/** How long the largest paint must stay the same before the screen counts as drawn. */
const QUIET_MS = 1000;
