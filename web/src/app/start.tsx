import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppRouter } from './router';
import { setUnauthorizedHandler } from '../api/client';
import { paths, sessionEndedLogin } from './paths';
import { swrOptions } from './swr-options';
import { getSession } from '../session/session';
import { replayEarlyPress } from './early-press';

/**
 * Where the member had scrolled a hydrated page to before the app ran. The router's scroll
 * restoration takes the app's first render for a navigation and scrolls to the top: the form jumped
 * under the member's finger (a press of 'Registrarme', at the bottom of the sign-up, landed on the
 * top of the page). Read as the first commit's layout effects start (ReadScroll is the tree's first
 * child), put back as they end (OnceTakenOver is its root), before the browser paints.
 */
const scrolledTo: { y: number | null } = { y: null };

function ReadScroll() {
  useLayoutEffect(() => void (scrolledTo.y = window.scrollY), []);
  return null;
}

/** Starts the app on the page main.tsx loaded it into. */
export function startApp() {
  const router = createAppRouter();
  // A 401 means the token expired or was revoked: the session is already cleared. The login says
  // so, and brings the member back to the screen they were on.
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    // Several reads can fail at once: the first one already brought the member to the login.
    if (pathname === paths.login) return;
    const back = pathname === paths.root ? paths.dashboard : pathname + search;
    void router.navigate(sessionEndedLogin(back), { replace: true });
  });

  const container = document.getElementById('root')!;

  // Pre-rendered pages (scripts/build-web.ts) stay on screen until the router has loaded the route's
  // code. Those rendered to hydrate (`data-prerendered="hydrate"`) are hydrated (same markup) when the
  // query has the keys they were rendered with (`data-query`: none for the login, whose ?status=true
  // adds an alert; `token` for the password reset); otherwise, and for placeholders
  // (`data-prerendered="placeholder"`: the dashboard's and the member screens' frames), the app renders afresh and its first commit
  // replaces them — no blank frame between.
  const painted = container.hasChildNodes();
  const queryKeys = [...new URLSearchParams(window.location.search).keys()].sort().join(',');
  // A screen drawn inside the member's shell (`data-session="member"`) matches only with a session.
  const session = getSession().informations ? 'member' : '';
  const hydratable =
    painted &&
    container.dataset.prerendered === 'hydrate' &&
    queryKeys === (container.dataset.query ?? '') &&
    session === (container.dataset.session ?? '');

  /**
   * Once the app's first commit has run its effects: a member screen's frame, inert
   * (scripts/member-frames.ts: nothing typed into it would reach the screen that replaces it), has
   * been replaced; a hydrated form holds what was typed into it, and takes a press the boot script
   * held meanwhile.
   */
  function OnceTakenOver({ children }: { children: ReactNode }) {
    useLayoutEffect(() => {
      if (scrolledTo.y !== null && window.scrollY !== scrolledTo.y) window.scrollTo(0, scrolledTo.y);
      scrolledTo.y = null;
    }, []);
    useEffect(() => {
      container.removeAttribute('inert');
      replayEarlyPress();
    }, []);
    return children;
  }

  const app = (
    <StrictMode>
      <OnceTakenOver>
        {hydratable && <ReadScroll />}
        <SWRConfig value={swrOptions}>
          <RouterProvider router={router} />
        </SWRConfig>
      </OnceTakenOver>
    </StrictMode>
  );

  const start = () => {
    // As a transition, hydration yields to the browser every few milliseconds instead of running as
    // one long task (a phone's main thread stays free to paint and take input; Lighthouse's TBT).
    if (hydratable) startTransition(() => void hydrateRoot(container, app));
    // Replacing a placeholder, too: it stays on screen meanwhile, and the render of a whole screen
    // is the phone's longest task once the frame has painted.
    else if (painted) startTransition(() => createRoot(container).render(app));
    else createRoot(container).render(app);
  };
  if (!painted || router.state.initialized) start();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start();
    });
  }

  // Its own chunk: it waits for the page's load anyway, and the login's first load need not carry it.
  void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}
