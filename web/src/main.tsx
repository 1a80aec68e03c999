import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './api/client';
import { paths, sessionEndedLogin } from './app/paths';
import { swrOptions } from './app/swr-options';
import { registerServiceWorker } from './app/service-worker';
import './app/global.css';
// In the entry (not the login chunk) so the pre-rendered login is styled at first paint.
import './components/light/light.css';

const router = createAppRouter();
// A 401 means the token expired or was revoked: the session is already cleared. The login says
// so, and brings the member back to the screen they were on (issue 15).
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  // Several reads can fail at once: the first one already brought the member to the login.
  if (pathname === paths.login) return;
  const back = pathname === paths.root ? paths.dashboard : pathname + search;
  void router.navigate(sessionEndedLogin(back), { replace: true });
});

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <SWRConfig value={swrOptions}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>
);

// The login was pre-rendered without a query (scripts/build-web.ts); with one (e.g. ?status=true
// adds an alert) the markup differs, so it is rendered afresh instead of hydrated.
if (container.hasChildNodes() && window.location.search === '') {
  // Wait until the router has loaded the lazy login route, then hydrate the same markup.
  const hydrate = () => hydrateRoot(container, app);
  if (router.state.initialized) hydrate();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate();
    });
  }
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

registerServiceWorker();
