// Which chunk an app module goes to, by the screens whose first load runs it (rolldown's
// `codeSplitting` groups, web/vite.config.ts). React Router keeps every route module's exports, so
// small common chunks cannot be copied into the chunks using them (rolldown's inlining needs
// `preserveEntrySignatures: false`); left to the automatic splitting, a member screen opened cold
// fetched dozens of files of a few hundred bytes, each a request on the connection the framework
// downloads on. The shared modules go instead to a few chunks, named by which of three screens run
// them: the login (the public screens' template), the dashboard and the dues (the member screens most
// often opened from a link):
// - `shell`: the login's and the dashboard's (the error screens, the session's helpers);
// - `forms`: the login's and the dues', not the dashboard's (the form fields);
// - `member`: the dashboard's and the dues', not the login's (the payment status, the placeholders);
// - `kit`: the kit's parts and the domain's rules (components/, domain/) that the dashboard or the
//   dues runs with other screens, not both: the profile, the sign-up or a history takes an alert or
//   the photo from it without the dues' or the dashboard's code. Split by the set of screens running
//   each part (rolldown's `entriesAware`), a few small files;
// - `dashboard-shared`: the dashboard's with another screen's, not the login's nor the dues';
// - `payments`: the dues' with another screen's, not the login's nor the dashboard's.
// So the login loads no member code, and none of the three loads a chunk with code it does not run.
// A group takes its modules' imports too: each of a module's imports is run by every screen that
// runs the module, so it falls in the same area or one listed before it, whose group goes first.
// The rest stays where the automatic splitting puts it (a module of one screen, inside its chunk).
import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

type Context = Rolldown.ChunkingContext;

const APP = '/web/src/';
/**
 * The route modules of each screen's first load besides the root (routes.ts), and what every page
 * imports once loaded (the worker's registration, web/src/entry.client.tsx).
 */
const EVERY_PAGE = ['app/service-worker.ts'];
const LOGIN = [
  ...EVERY_PAGE,
  'layout/public-layout.tsx',
  'app/screen-errors.tsx',
  'features/auth/pages/login-page.tsx',
];
const DASHBOARD = [
  ...EVERY_PAGE,
  'layout/app-layout.tsx',
  'app/screen-errors.tsx',
  'app/protected-route.tsx',
  'features/dashboard/pages/dashboard-page.tsx',
];
const DUES = [
  ...EVERY_PAGE,
  'layout/app-layout.tsx',
  'app/screen-errors.tsx',
  'app/blocked-guard.tsx',
  'features/payments/pages/dues-page.tsx',
];

/** The route modules routes.ts names (paths under web/src), the root, and what every page loads. */
function routeModules(routesFile: string): Set<string> {
  const named = fs.readFileSync(routesFile, 'utf8').match(/'[\w/.-]+\.tsx'/g) ?? [];
  return new Set(['root.tsx', 'entry.client.tsx', ...EVERY_PAGE, ...named.map((f) => f.slice(1, -1))]);
}

/** `id` as a path under web/src, or undefined for a library, a virtual module or a query. */
const appPath = (id: string) =>
  id.includes(APP) && !id.includes('?') ? id.slice(id.indexOf(APP) + APP.length) : undefined;

export function chunkAreas(routesFile: string) {
  const routes = routeModules(routesFile);
  const appDir = path.dirname(routesFile);
  // Per chunking pass: the route modules whose static imports reach each module.
  const reachedBy = new WeakMap<Context, Map<string, Set<string>>>();

  function screensOf(id: string, ctx: Context): Set<string> {
    let known = reachedBy.get(ctx);
    if (!known) {
      known = new Map();
      reachedBy.set(ctx, known);
      for (const route of routes) {
        const todo = [path.join(appDir, route)];
        const seen = new Set(todo);
        while (todo.length) {
          const at = todo.pop()!;
          let screens = known.get(at);
          if (!screens) known.set(at, (screens = new Set()));
          screens.add(route);
          for (const next of ctx.getModuleInfo(at)?.importedIds ?? []) {
            const nextPath = appPath(next);
            if (seen.has(next) || (nextPath && routes.has(nextPath))) continue;
            seen.add(next);
            todo.push(next);
          }
        }
      }
    }
    return known.get(id) ?? new Set();
  }

  /** The area of `id`: a chunk's name, or null where the automatic splitting places it. */
  const areaOf = (id: string, ctx: Context): string | null => {
    const path = appPath(id);
    if (id.includes('?') || (path && routes.has(path))) return null;
    const screens = screensOf(id, ctx);
    // The root's modules run on every screen already.
    const everywhere = screens.has('root.tsx') || screens.has('entry.client.tsx');
    const login = everywhere || LOGIN.some((s) => screens.has(s));
    const dashboard = everywhere || DASHBOARD.some((s) => screens.has(s));
    const dues = everywhere || DUES.some((s) => screens.has(s));
    if (login) return dashboard ? 'shell' : dues ? 'forms' : null;
    if (dashboard && dues) return 'member';
    if (!(dashboard || dues) || screens.size < 2) return null;
    if (path && /^(components|domain)\//.test(path)) return 'kit';
    return dashboard ? 'dashboard-shared' : 'payments';
  };

  /** A group per area, each before the next: a group takes its modules' imports too, unless taken already. */
  return (['shell', 'forms', 'member', 'kit', 'dashboard-shared', 'payments'] as const).map((area, i) => ({
    name: (id: string, ctx: Context) => (areaOf(id, ctx) === area ? area : null),
    debugName: area,
    priority: 6 - i,
    // The kit's parts by the screens running them: one chunk per set of screens.
    entriesAware: area === 'kit',
  }));
}
