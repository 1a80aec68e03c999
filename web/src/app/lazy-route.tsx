// How a route's code is loaded: lazily, with its own error boundary, and the wrapper that loads with
// the screens that need it (the blocked-member rule).
import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { RouteError } from './route-error';
import { yieldToMain } from '../components/yield-to-main';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A route's code, loaded on first visit. A failed download (offline, or a deploy replaced the file)
 * resolves to a component that throws it, so the route's own error boundary says so: React Router
 * renders nothing below a route whose `lazy` rejected (it still counts as loading) — a blank page.
 */
export const lazyComponent = (load: () => PageModule) => async () => {
  try {
    // A screen's code already at hand (cache, service worker) would otherwise run within the task
    // that asked for it, one long task with the router's start on a phone (yield-to-main.ts).
    await yieldToMain();
    return { Component: (await load()).default };
  } catch (error) {
    return {
      Component: function DownloadFailed(): never {
        throw error;
      },
    };
  }
};

/** A lazily loaded screen with its own error boundary (a crash keeps the layout and offers a retry). */
export const page = (path: string | undefined, load: () => PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: lazyComponent(load),
  errorElement: <RouteError />,
});

// The access rule for blocked members (app/blocked-guard.tsx), loaded with the screens it guards:
// its texts need not be in the entry chunk, which /login downloads too.
export const blockedGuard: NonIndexRouteObject = {
  lazy: lazyComponent(() => import('./blocked-guard').then((m) => ({ default: m.BlockedGuard }))),
  errorElement: <RouteError />,
  hydrateFallbackElement: null,
};
