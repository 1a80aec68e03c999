// The route table (SPEC §2), built from the screens' list (screens.ts): which screen answers which
// path, under which layout and guards. How code loads (lazy-route.tsx), what is read early
// (route-reads.ts) and prefetched (prefetch-next.ts) live beside it.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../layout/public-layout';
import { ProtectedRoute } from './protected-route';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { paths } from './paths';
import { preloadDashboard, startReads } from './route-reads';
import { blockedGuard, lazyComponent, page } from './lazy-route';
import { SCREENS, type Screen } from './screens';

// Each page's code, by its path from web/src: loaded on first visit, each its own chunk.
const PAGES = import.meta.glob<{ default: ComponentType }>('./features/**/pages/*-page.tsx', { base: '../' });

const importerOf = (screen: Screen) => {
  // Every page of the list exists (screens.test.ts).
  const load = PAGES[`./${screen.page}.tsx`]!;
  const from = screen.prefetches;
  // Once its code is there, the screen's likely next ones download while the member is on it; the
  // code that fetches them comes with the two screens that use it, not with every first load.
  if (!from) return load;
  return () =>
    load().then((module) => {
      void import('./prefetch-next').then(({ prefetchNext }) => prefetchNext(from));
      return module;
    });
};

const routeOf = (screen: Screen): RouteObject => {
  const route = page(screen.path, importerOf(screen));
  if (screen.reads === 'dashboard') return { ...route, loader: preloadDashboard };
  return screen.reads ? { ...route, loader: startReads(screen.reads) } : route;
};

/** `screens` as routes, inside the session check and the blocked-member rule when they sit there. */
function guarded(screens: readonly Screen[]): RouteObject[] {
  const underBlockedGuard = (list: readonly Screen[]): RouteObject[] => [
    ...list.filter((s) => !s.blocked).map(routeOf),
    ...(list.some((s) => s.blocked)
      ? [{ ...blockedGuard, children: list.filter((s) => s.blocked).map(routeOf) }]
      : []),
  ];
  const withSession = screens.filter((s) => s.session);
  return [
    ...underBlockedGuard(screens.filter((s) => !s.session)),
    ...(withSession.length
      ? [{ element: <ProtectedRoute />, children: underBlockedGuard(withSession) }]
      : []),
  ];
}

const publicScreens = SCREENS.filter((s) => s.layout === 'public');
const memberScreens = SCREENS.filter((s) => s.layout === 'member');
const login = importerOf(SCREENS.find((s) => s.path === paths.login)!);

// The member screens render below the member's shell (AppLayout), loaded with the first of them.
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        // Nothing to show while the first lazy screen loads (the pre-rendered login covers /login).
        hydrateFallbackElement: null,
        children: [page(undefined, login), ...guarded(publicScreens)],
      },
      {
        lazy: lazyComponent(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout }))),
        errorElement: <RouteError />,
        hydrateFallbackElement: null,
        children: guarded(memberScreens),
      },
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
