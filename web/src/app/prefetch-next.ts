// A head start on the screen members open next: the files are downloaded, not run, once the screen
// they are on has drawn its content and the browser is idle. The build lists them (scripts/vite/head-hints.ts) in a
// <meta> per starting point (screens.ts: `prefetches` and `prefetchedFrom`); in dev there is no list
// and nothing to prefetch. A failed prefetch costs nothing: the navigation downloads the file again.
// - From the dashboard: members come to pay, so the dues screen's code, and the other
//   screens of the menu (a bookmark, an e-mail link) open at once.
// - From the onboarding's first step (where a new member lands after the login): the interests step
//   and the incorporation payment.
import type { PrefetchFrom } from './screens';
import { afterContentSettles } from './after-content-settles.ts';

/** The <meta> the build fills with the files prefetched from `from` (scripts/vite/head-hints.ts). */
export const prefetchMeta = (from: PrefetchFrom) => `prefetch-${from}-next`;

/** The most of an idle moment one run of prefetches takes. */
const IDLE_SLICE_MS = 4;

const prefetched = new Set<PrefetchFrom>();
export const prefetchNext = (from: PrefetchFrom) => {
  // The build's pre-render loads a framed screen's code too (a frame of /validation/first): no
  // document there, nothing to prefetch.
  if (typeof document === 'undefined' || prefetched.has(from)) return;
  prefetched.add(from);
  const files = (document.querySelector<HTMLMetaElement>(`meta[name="${prefetchMeta(from)}"]`)?.content ?? '')
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
  // A few files per idle moment, not all at once: each costs the main thread a request's set-up,
  // and together they made one long task on a phone's main thread. An idle moment may last up to
  // 50 ms, a long task in itself on a phone: each stops after a few milliseconds of set-ups.
  const run = (deadline?: IdleDeadline) => {
    const stopAt = performance.now() + IDLE_SLICE_MS;
    do prefetch(files.shift()!);
    while (files.length && deadline && deadline.timeRemaining() > 2 && performance.now() < stopAt);
    if (files.length) schedule();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 200);
  };
  // Not before the screen has drawn its own content: it needs the bandwidth first.
  if (files.length) afterContentSettles(() => run());
};
