// React Router (framework mode) reloads the page when a route module fails to import, to pick up a
// new release's files. Offline that reload gets the browser's offline page, or, with the service
// worker answering a page with the shell, the shell again, which fails the same way: a reload loop.
// And the router asks for a module even for a link's prefetch, so merely touching a link offline
// reloaded the page. Its cache of route modules is asked `id in modules` right before it imports
// one: the cache below answers yes and imports the module itself; a download that fails hands back
// a module that throws that failure from its loader and its component, so the screen's error
// boundary (RouteError) names the connection or the download, with its own way back.

// The router also asks for a route's module alone, and the browser finds its imports one level at
// a time as each file arrives, a round trip per level; and it waits for the route's stylesheets
// before running its loader. The manifest lists every file a route imports and every stylesheet:
// they are asked for with it.

/** React Router's cache of route modules by route id (`window.__reactRouterRouteModules`). */
type RouteModules = Record<string, unknown>;

/** A route's files as React Router's manifest lists them: its module, its imports, its stylesheets. */
interface RouteFiles {
  module: string;
  imports?: string[];
  css?: string[];
}

/** What is read of React Router's manifest (`window.__reactRouterManifest`). */
interface RouteModuleUrls {
  routes: Record<string, RouteFiles | undefined>;
}

const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

const preloaded = new Set<string>();
/** Asks the browser at once for a route's imports and stylesheets, each once. */
function preloadRouteFiles({ imports = [], css = [] }: RouteFiles) {
  const ask = (href: string, rel: string, as?: string) => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.setAttribute('as', as);
    link.href = href;
    document.head.appendChild(link);
  };
  for (const href of imports) ask(href, 'modulepreload');
  // As the router asks for them (a preload, without CORS): the same request, answered from cache.
  for (const href of css) ask(href, 'preload', 'style');
}

/**
 * `modules` behind a cache that imports a route's module, its imports and stylesheets asked for with it,
 * when the router asks whether it holds it, and answers a failed download with a module that throws it (never a rejection: a link's prefetch
 * would leave it unhandled). A failed download is tried again when the router next asks.
 */
export function routeModulesShowingFailedDownloads(
  modules: RouteModules,
  manifest: RouteModuleUrls,
  load: (url: string) => Promise<unknown> = importModule,
  preload: (route: RouteFiles) => void = preloadRouteFiles,
): RouteModules {
  const loading = new Map<string, Promise<unknown>>();
  // The router reads the module right after asking for it, with nothing in between. Any other
  // reader of a module not yet loaded (links, meta) keeps getting undefined, as without this cache.
  let asked: string | undefined;
  const start = (id: string, url: string) =>
    load(url).then(
      (module) => {
        modules[id] = module;
        loading.delete(id);
        return module;
      },
      (error: unknown) => {
        loading.delete(id);
        return throwing(error);
      },
    );
  return new Proxy(modules, {
    has(target, id) {
      if (id in target || typeof id !== 'string') return id in target;
      const route = manifest.routes[id];
      if (!route) return false;
      if (!loading.has(id)) {
        preload(route);
        loading.set(id, start(id, route.module));
      }
      asked = id;
      return true;
    },
    get(target, id) {
      if (id !== asked || id in target) return Reflect.get(target, id);
      asked = undefined;
      return loading.get(id);
    },
  });
}

/**
 * A route module that throws `error` wherever the router runs it: its loader and action (the error
 * reaches the route's error boundary as the router's own) and its component (a route without a loader).
 */
function throwing(error: unknown) {
  const fail = (): never => {
    throw error;
  };
  return { default: fail, clientLoader: fail, clientAction: fail };
}
