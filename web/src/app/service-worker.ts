// The service worker (web/sw/service-worker.js, written into production builds as /sw.js) keeps the
// app shell and the credential so /credencial opens without signal. Never in `npm run
// dev` or the unit tests: there is no /sw.js there, and a worker would hide code changes.

/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // The entry may run after `load` (the pre-rendered login requests it after the first paint).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
