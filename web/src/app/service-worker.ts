// The service worker (web/sw/service-worker.js, written into production builds as /sw.js) keeps the
// app shell and the credential so /credencial opens without signal, and the member screens' files
// for the next link. Never in `npm run dev` or the unit tests: there is no /sw.js there, and a
// worker would hide code changes.
import { getSession } from '../session/session';
import { afterContentSettles } from './after-content-settles';

/**
 * Registers /sw.js once the page has loaded, so it never competes with the first paint; once a
 * worker is active and the screen has drawn its content (after-content-settles.ts), asks it to fetch the member screens' files of its build in
 * the background (it fetches only those it lacks: after a release, all of them once). Only for a
 * member (a visitor of the public screens may never need them), and not on a connection that asks
 * to save data.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const prefetch = (registration: ServiceWorkerRegistration) => {
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return;
    const ask = () => {
      if (getSession().token) registration.active?.postMessage('prefetch-screens');
    };
    afterContentSettles(ask);
  };
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(prefetch)
      .catch(() => undefined);
  // The entry may run after `load` (the pre-rendered login requests it after the first paint).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
