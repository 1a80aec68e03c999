/**
 * Runs `work` once the screen has drawn what the member came for: a quiet second after the page's
 * `load` (restarted by every download that ends: the screen's data arriving draws it), then the first
 * idle moment. For background work (the service worker's copies, the check of the stored user):
 * started earlier, it shared a phone's bandwidth with the screen's own code and data, and put them
 * later (docs/decisions/framework-mode.md). Returns a cancel: a component that asks cancels on
 * unmount, so no timer of a screen that is gone sets state later.
 */
export function afterContentSettles(work: () => void): () => void {
  let loaded = document.readyState === 'complete';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const runWhenIdle = () => {
    observer?.disconnect();
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: 4000 });
    else timer = setTimeout(work, 200);
  };
  const restart = () => {
    loaded = true;
    clearTimeout(timer);
    timer = setTimeout(runWhenIdle, QUIET_MS);
  };
  const observer = window.PerformanceObserver
    ? new PerformanceObserver(() => loaded && restart())
    : undefined;
  observer?.observe({ type: 'resource' });
  if (loaded) restart();
  else window.addEventListener('load', restart, { once: true });
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    observer?.disconnect();
    window.removeEventListener('load', restart);
  };
}

/** How long no download may end before the screen counts as drawn. */
const QUIET_MS = 1000;
