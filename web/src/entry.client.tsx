// The browser's start: hydrates the pre-rendered page as a transition, so a phone's main thread
// stays free to paint and take input in between.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});

// Its own chunk: it waits for the page's load anyway.
void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
