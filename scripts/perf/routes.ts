// Every route of SPEC §2 as `npm run perf` opens it: the URL (with the query the screen reads) and who
// opens it, from each screen's `visit` in web/src/app/screens.ts. Public screens are opened cold;
// member screens by a persona who has just logged in (and, when the login lands on the dashboard,
// spent a few seconds there so its idle prefetch is cached) — a bookmark, a reload, a link from an
// e-mail.
import { SCREENS } from '../../web/src/app/screens';
import { PERSONAS, type Persona } from '../../test-support';

export interface PerfRoute {
  /** The route as SPEC §2 names it. */
  route: string;
  /** What the browser opens. */
  url: string;
  /** Who is logged in; none = public, opened with an empty cache and storage. */
  persona?: Persona;
}

const isPersona = (name: string): name is Persona => name in PERSONAS;

/** Every screen, in SPEC §2's order. */
export const PERF_ROUTES: PerfRoute[] = SCREENS.map(({ path, visit }) => {
  const { persona, url = path } = visit;
  if (persona !== undefined && !isPersona(persona)) throw new Error(`${path}: no persona ${persona}`);
  return { route: path, url, persona };
});

/** The routes named on the command line (`npm run perf -- /register /my-profile`), or all. */
export function selectRoutes(argv: string[]): PerfRoute[] {
  const only = argv.filter((a) => a.startsWith('/'));
  if (only.length === 0) return PERF_ROUTES;
  const unknown = only.filter((o) => !PERF_ROUTES.some((r) => r.route === o));
  if (unknown.length) throw new Error(`unknown route(s): ${unknown.join(', ')}`);
  return PERF_ROUTES.filter((r) => only.includes(r.route));
}
