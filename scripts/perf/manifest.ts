// React Router's manifest of a build (assets/manifest-<hash>.js, `window.__reactRouterManifest`):
// the entry and every route module with the chunks it imports statically (all of them, not only its
// own imports) and its CSS. What a route runs at start is read here: the budgets, the cold-link
// figures and the service worker's precache follow the build's own account of it.
import fs from 'node:fs';
import path from 'node:path';

interface ManifestModule {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface Manifest {
  /** Its own file, by path in the build (every page imports it first). */
  file: string;
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

/** The manifest of the build in `dist`. */
export function readManifest(dist: string): Manifest {
  const names = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (names.length !== 1) throw new Error(`${dist}: ${names.length} React Router manifests, not one`);
  const file = `assets/${names[0]}`;
  const source = fs.readFileSync(path.join(dist, file), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;?\s*$/, '');
  return { file, ...(JSON.parse(json) as Omit<Manifest, 'file'>) };
}

/** A file's path in the build: the manifest writes URLs (`/assets/x.js`, a CSS one may end in `#`). */
export const inBuild = (url: string) => url.replace(/^\//, '').replace(/#.*$/, '');

/** The full path a route answers ('/' for an index route at the top), from its parents' paths. */
function fullPath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return `/${parts.join('/')}`;
}

/** The routes that answer `urlPath`, from the root to the route module (its layouts between). */
export function routeChain(manifest: Manifest, urlPath: string): ManifestRoute[] {
  const parents = new Set(Object.values(manifest.routes).flatMap((r) => (r.parentId ? [r.parentId] : [])));
  const leaf = Object.values(manifest.routes).find(
    (r) => !parents.has(r.id) && (r.path || r.index) && fullPath(manifest, r) === urlPath,
  );
  if (!leaf) throw new Error(`no route of the build answers ${urlPath}`);
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    chain.unshift(r);
  return chain;
}

/** Every route module (no layout) with the path it answers. */
export function leafRoutes(manifest: Manifest): { path: string; chain: ManifestRoute[] }[] {
  const parents = new Set(Object.values(manifest.routes).flatMap((r) => (r.parentId ? [r.parentId] : [])));
  return Object.values(manifest.routes)
    .filter((r) => !parents.has(r.id) && (r.path || r.index))
    .map((r) => ({ path: fullPath(manifest, r), chain: routeChain(manifest, fullPath(manifest, r)) }))
    .filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i);
}

/** The chunks `modules` run at start: their own files and all they import statically. */
export const chunksOf = (modules: ManifestModule[]): string[] => [
  ...new Set(modules.flatMap((m) => [m.module, ...(m.imports ?? [])]).map(inBuild)),
];

/** The stylesheets React Router adds for `modules`. */
export const cssOf = (modules: ManifestModule[]): string[] => [
  ...new Set(modules.flatMap((m) => m.css ?? []).map(inBuild)),
];

/**
 * What the browser runs before a route can render: the manifest, the entry, and the root, the
 * layouts and the route module answering `urlPath` with all they import statically.
 */
export function firstLoad(manifest: Manifest, urlPath: string): { js: string[]; css: string[] } {
  const modules = [manifest.entry, ...routeChain(manifest, urlPath)];
  return {
    js: [manifest.file, ...chunksOf(modules).filter((f) => f !== manifest.file)],
    css: cssOf(modules),
  };
}

/** The member's shell, the layout route every member screen sits under (web/src/routes.ts). */
const MEMBER_SHELL = 'layout/app-layout';

/** The screens drawn inside the member's shell. */
export const memberRoutes = (manifest: Manifest) =>
  leafRoutes(manifest).filter((r) => r.chain.some((route) => route.id === MEMBER_SHELL));
