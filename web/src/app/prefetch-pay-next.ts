// The dashboard's code, and once it is on screen, a head start on the next screen members open.
/**
 * Members come to pay: once the dashboard is on screen and the browser is idle, the dues screen's
 * code (and antd's, which it needs) is downloaded, not run, so 'Pagar' opens at once. The build
 * lists the files (scripts/build-web.ts); in dev there is no list and nothing to prefetch. A failed
 * prefetch costs nothing: the navigation downloads the file again.
 */
let payNextPrefetched = false;
const prefetchPayNext = () => {
  if (payNextPrefetched) return;
  payNextPrefetched = true;
  const files = (document.querySelector<HTMLMetaElement>('meta[name="prefetch-pay-next"]')?.content ?? '')
    .split(' ')
    .filter(Boolean);
  const prefetch = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // As Vite requests modules and their CSS (CORS mode): otherwise the cached copy, made by
    // a request of another mode, would not be the one the navigation asks for.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  // A few files per idle moment, not all ~40 at once: each costs the main thread a request's
  // set-up, and together they held a phone's main thread for ~150 ms (4× CPU throttling).
  const run = (deadline?: IdleDeadline) => {
    do prefetch(files.shift()!);
    while (files.length && deadline && deadline.timeRemaining() > 2);
    if (files.length) schedule();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 200);
  };
  if (files.length) schedule();
};
export const dashboardPage = () =>
  import('../features/dashboard/pages/dashboard-page').then((module) => {
    prefetchPayNext();
    return module;
  });
