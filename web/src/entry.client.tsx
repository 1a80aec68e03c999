// The browser's start: hydrates the pre-rendered page as a transition, so a phone's main thread
// stays free to paint and take input in between.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { routeModulesShowingFailedDownloads } from './app/route-module-downloads';
import { hydrationStarts } from './components/light/use-hydrated';

declare global {
  interface Window {
    __reactRouterRouteModules: Record<string, unknown>;
    __reactRouterManifest: Parameters<typeof routeModulesShowingFailedDownloads>[1];
  }
}

// Before the router reads it: a screen whose code does not download says so instead of reloading.
window.__reactRouterRouteModules = routeModulesShowingFailedDownloads(
  window.__reactRouterRouteModules,
  window.__reactRouterManifest,
);

hydrationStarts();
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});

// Its own chunk: it waits for the page's load anyway. Offline, it is registered on a later visit.
import('./app/service-worker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  () => undefined,
);
