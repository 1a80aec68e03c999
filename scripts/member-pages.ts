// The member screens drawn inside the member's shell (besides the pre-rendered dashboard and card
// error), with the modules each runs at start: what the cold-link budget (scripts/perf/cold-budget.ts)
// the service worker's background prefetch (scripts/build-sw.ts) and the screens' frames
// (scripts/member-frames.ts) cover.
import { ROUTES } from './perf/route-bundle';

/** The access rule for blocked members wraps these screens too (web/src/app/router.tsx). */
const BLOCKED_GUARD = 'app/blocked-guard.tsx';
/** The onboarding's screens: not guarded, and drawn without the menu (the member is not active yet). */
const UNGUARDED = new Set(['/validation/first', '/validation/second', '/validation/pago/incorporacion']);
/** Screens that have a file of their own already (pre-rendered: build-web.ts). */
const OWN_PAGE = new Set(['/dashboard', '/cards/subscription/error']);

/** The member screens: those drawn inside the member's shell. */
export const MEMBER_SCREENS = Object.entries(ROUTES)
  .filter(([route, r]) => r.modules.includes('layout/app-layout.tsx') && !OWN_PAGE.has(route))
  .map(([route, r]) => ({
    path: route,
    modules: UNGUARDED.has(route) ? r.modules : [...r.modules, BLOCKED_GUARD],
  }));
