// The app's routes as React Router's framework mode builds them from routes.ts, for a memory router
// in jsdom: each entry's route module loaded on first visit (its default export the screen, its
// ErrorBoundary, HydrateFallback and clientLoader), under the root's component (root.tsx) without
// the document around it. Tests that open screens through this open the real route list and modules.
import type { ComponentType } from 'react';
import { createMemoryRouter, ScrollRestoration, type LoaderFunction, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../routes';
import Root, { ErrorBoundary, HydrateFallback } from '../root';

/** What a route module of this app may export that the router reads. */
interface RouteModule {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  /** No server loader to call: the app has no server (ssr: false). */
  clientLoader?: LoaderFunction;
}

/** Every module of web/src a routes.ts entry may name, by its `file` there, loaded when asked. */
export const MODULES: Record<string, () => Promise<RouteModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<RouteModule>(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'])).map(
    ([key, load]) => [key.replace(/^\.\.\//, ''), load],
  ),
);

/**
 * Exports in place of those of a module routes.ts names, by its file: a screen that crashes, say,
 * still under its module's own error boundary.
 */
export type ModuleOverrides = Record<string, RouteModule>;

/** The route ids React Router gives: the entry's own, else its file without the extension. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');

function routeObject(entry: RouteConfigEntry, overrides: ModuleOverrides): RouteObject {
  const load = MODULES[entry.file];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which is no module of web/src`);
  const lazy = async () => {
    const module = { ...(await load()), ...overrides[entry.file] };
    return {
      Component: module.default ?? null,
      ErrorBoundary: module.ErrorBoundary ?? null,
      HydrateFallback: module.HydrateFallback ?? null,
      loader: module.clientLoader ?? undefined,
    };
  };
  const common = { id: routeId(entry), caseSensitive: entry.caseSensitive, lazy };
  return entry.index
    ? { ...common, index: true }
    : { ...common, path: entry.path, children: (entry.children ?? []).map((e) => routeObject(e, overrides)) };
}

/** The root route's component as the document renders it: the app's root and the scroll restorer. */
function RootInPage() {
  return (
    <>
      <Root />
      <ScrollRestoration />
    </>
  );
}

/** The root route (root.tsx) above `children`: routes.ts's, or a test's own screens. */
export const rootRoute = (children: RouteObject[]): RouteObject => ({
  id: 'root',
  path: '',
  Component: RootInPage,
  ErrorBoundary,
  HydrateFallback,
  children,
});

/** routes.ts under the root route, as `createMemoryRouter` takes them. */
const appRoutes = (overrides: ModuleOverrides = {}): RouteObject[] => [
  rootRoute(routeConfig.map((entry) => routeObject(entry, overrides))),
];

/** A memory router over the app's routes, opened at `path`. */
export const createAppRouter = (path: string, overrides: ModuleOverrides = {}) =>
  createMemoryRouter(appRoutes(overrides), { initialEntries: [path] });
