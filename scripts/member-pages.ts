// The member screens whose first load runs the screen's code from scratch: those served shell.html
// and those served their frame (web/src/app/screens.ts, `prerender`), with the modules each runs at
// start: what the cold-link budget (scripts/perf/cold-budget.ts) and the service worker's background
// prefetch (scripts/build-sw.ts) cover. (A per-screen HTML naming the whole chunk graph up front,
// modulepreload, was measured slower, warm and cold: docs/performance.md.)
import { SCREENS } from '../web/src/app/screens';
import { startModulesOf } from './perf/route-bundle';

/** The member screens drawn inside the member's shell, from shell.html or their frame. */
export const MEMBER_SCREENS = SCREENS.filter(
  (s) => s.layout === 'member' && (!s.prerender || 'frame' in s.prerender),
).map((s) => ({
  path: s.path,
  modules: startModulesOf(s),
}));
