/** How long no download may end before the screen counts as drawn. */
const QUIET_MS = 1000;

/**
 * Runs background work (the worker's copies, the stored user's check) once the screen has drawn what
 * the member came for, not sharing a phone's bandwidth with it (docs/decisions/framework-mode.md): a
 * quiet second after `load`, restarted by every download that ends, then an idle moment. Returns a cancel.
 */
export function afterContentSettles(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    downloads.disconnect();
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: 4000 });
    else timer = setTimeout(work, 200); // Safari
  };
  const restart = () => {
    if (document.readyState !== 'complete') return; // `load` starts it
    clearTimeout(timer);
    timer = setTimeout(whenIdle, QUIET_MS);
  };
  const downloads = new PerformanceObserver(restart);
  downloads.observe({ type: 'resource' });
  window.addEventListener('load', restart, { once: true });
  restart();
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    downloads.disconnect();
    window.removeEventListener('load', restart);
  };
}
