// What the checks know of each screen of routes.ts (the one list of routes): its budgets, what must
// not ride along with its first load, and how a visit opens it. Read by the budgets
// (scripts/bundle-budget.ts, scripts/perf/cold-budget.ts), `npm run perf` (scripts/perf/routes.ts)
// and the tests that open every screen. Every screen of routes.ts is in SCREENS: one this file does
// not name yet gets the house's ceiling (NEW_SCREEN), to tighten once measured. Pure data: Node
// scripts import it. The figures behind each budget are in docs/performance.md and docs/decisions/.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../routes.ts';
import { hrefs, paths } from './paths.ts';

/**
 * Gzipped kilobytes of first-load JavaScript (`kb`: React Router's manifest, the entry, the root,
 * the route's layouts and module and all they import statically), and for a screen inside the
 * member's shell opened cold from a link (`cold`: scripts/perf/cold-load.ts) the files and gzipped
 * kilobytes the browser downloads before its first render. A budget is the build's figure when it
 * was set plus a little room (`npm run test:budget` prints today's); a raise says why in its
 * commit. Raise one only with a `npm run perf` figure that shows the route still meets its goal
 * (score ≥ 0.95, LCP ≤ 2 s); the timings are in docs/performance.md.
 */
export interface Budget {
  kb: number;
  cold?: { files: number; kb: number };
}

export interface Screen {
  /** The path routes.ts answers, from the root (':idCompra' for a segment). */
  path: string;
  budget: Budget;
  /** Code that must not ride along with its first load (a source module's path). */
  forbidden?: RegExp;
  /**
   * How a visit opens it: who is logged in (a persona of test-support; none: public) and the URL
   * when the path alone does not do (a query the screen reads, a purchase's number). `npm run perf`,
   * the accessibility journey and the random-backend test open every screen so.
   */
  visit: { persona?: string; url?: string };
}

/** The screens whose figures were measured: their budgets are their build's, plus a little room. */
const MEASURED: readonly Screen[] = [
  {
    path: paths.login,
    // Their screens and components; their endpoint modules (a key and a parser) may be there.
    forbidden: /\/features\/(payments|profile|history)\/(?!api\/)/,
    // The first screen of most visits: beside its form, the entry and the root carry only what any
    // screen may need at once (the ended-session redirect, the contract's drift reporter, the light
    // form pieces the member screens share).
    budget: { kb: 145.9 },
    visit: {},
  },
  { path: paths.register, budget: { kb: 169.7 }, visit: {} },
  { path: paths.recoverPassword, budget: { kb: 158.5 }, visit: {} },
  {
    path: paths.resetPassword,
    budget: { kb: 159.0 },
    visit: { url: `${paths.resetPassword}?token=perf-token` },
  },
  { path: paths.emailValidation, budget: { kb: 146.1 }, visit: {} },
  {
    // The member lands here from the card provider's page (SPEC §6: no session check).
    path: paths.cardError,
    budget: { kb: 147, cold: { files: 20, kb: 161.2 } },
    visit: {},
  },
  {
    path: paths.dashboard,
    // Carries the automatic payment's state, each associated account's next step and the way back
    // to an unfinished Webpay payment.
    budget: { kb: 158.6, cold: { files: 30, kb: 175.4 } },
    visit: { persona: 'mariaJose' },
  },
  {
    // Beyond SPEC §2: a page to read and print. Paid, for her and Tomás.
    path: paths.receipt,
    budget: { kb: 151.1, cold: { files: 24, kb: 165.9 } },
    visit: { persona: 'mariaJose', url: hrefs.receipt(101) },
  },
  {
    path: paths.validationPhoto,
    budget: { kb: 151, cold: { files: 29, kb: 167 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationInterests,
    budget: { kb: 149.4, cold: { files: 26, kb: 164.2 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationIncorporation,
    budget: { kb: 163.0, cold: { files: 37, kb: 178.4 } },
    visit: { persona: 'camila' },
  },
  {
    // Members open it cold from the e-mail that asks them to pay.
    path: paths.duesRegistration,
    budget: { kb: 158.0, cold: { files: 32, kb: 173.1 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.dues,
    budget: { kb: 158.0, cold: { files: 32, kb: 173.1 } },
    visit: { persona: 'mariaJose', url: hrefs.dues() },
  },
  {
    path: paths.extraordinary,
    budget: { kb: 155.3, cold: { files: 30, kb: 171 } },
    visit: { persona: 'mariaJose', url: hrefs.extraordinary() },
  },
  {
    path: paths.regularization,
    budget: { kb: 155.8, cold: { files: 31, kb: 171 } },
    visit: { persona: 'pedro', url: hrefs.regularization() },
  },
  {
    // Where the card provider sends the member back. A paid dues purchase offers the automatic
    // payment (its setting and the saved card are read).
    path: paths.paymentFinal,
    budget: { kb: 158.4, cold: { files: 32, kb: 173.6 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentFinal(101) },
  },
  {
    // The birth date read-only as text (no date picker); the address shown until its fields are in.
    path: paths.profile,
    budget: { kb: 168.0, cold: { files: 35, kb: 183.3 } },
    visit: { persona: 'mariaJose' },
  },
  {
    // Its list renders a pass after its data (useDeferredReady): the hook's chunk is one file more.
    path: paths.account,
    budget: { kb: 169.7, cold: { files: 35, kb: 184.6 } },
    visit: { persona: 'mariaJose', url: hrefs.associates() },
  },
  {
    // Opened cold from e-mail links.
    path: paths.credential,
    budget: { kb: 152.3, cold: { files: 27, kb: 166.1 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.paymentsHistory,
    budget: { kb: 157.2, cold: { files: 29, kb: 172.5 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentsHistory() },
  },
  {
    path: paths.purchasesHistory,
    budget: { kb: 151, cold: { files: 26, kb: 166.1 } },
    visit: { persona: 'mariaJose', url: hrefs.purchasesHistory() },
  },
  {
    // The history too: the state's last automatic charge comes from it.
    path: paths.autoPayments,
    budget: { kb: 174.6, cold: { files: 39, kb: 190.1 } },
    visit: { persona: 'mariaJose', url: hrefs.autoPayments() },
  },
];

/**
 * A screen routes.ts answers that MEASURED does not name yet: the house's largest budgets, and a
 * visit by a member with every kind of data (María José) when it is inside the member's shell.
 */
const NEW_SCREEN = {
  public: { budget: { kb: 169.5 }, visit: {} },
  member: { budget: { kb: 174.4, cold: { files: 39, kb: 190.1 } }, visit: { persona: 'mariaJose' } },
} satisfies Record<string, Omit<Screen, 'path'>>;

/** A screen of routes.ts: its path from the root, its module, and the layouts' modules above it. */
export interface ScreenRoute {
  path: string;
  file: string;
  under: string[];
}

/** Every entry of routes.ts that answers a path (its index answers its parent's), however deep. */
export function screenRoutes(
  entries: RouteConfigEntry[] = routeConfig,
  under: string[] = [],
  base = '',
): ScreenRoute[] {
  return entries.flatMap((entry) => {
    const at = entry.path === undefined ? base : `${base}/${entry.path}`;
    return [
      ...(entry.index || entry.path !== undefined ? [{ path: at || '/', file: entry.file, under }] : []),
      ...screenRoutes(entry.children ?? [], [...under, entry.file], at),
    ];
  });
}

/** The layout that draws the member's shell (header, menu): a screen under it is a member screen. */
export const MEMBER_SHELL = 'layout/app-layout.tsx';

/** Every screen of routes.ts once, in its order (`/`, the login's, and the unknown path's aside). */
export const SCREENS: readonly Screen[] = [
  ...new Map(
    screenRoutes()
      .filter(({ path }) => path !== paths.root && path !== '/*')
      .map(({ path, under }) => [
        path,
        MEASURED.find((s) => s.path === path) ?? {
          path,
          ...NEW_SCREEN[under.includes(MEMBER_SHELL) ? 'member' : 'public'],
        },
      ]),
  ).values(),
];

/** The entries of MEASURED routes.ts does not answer (a screen moved or gone): none, say the tests. */
export const unroutedMeasures = () => MEASURED.filter((m) => !SCREENS.includes(m)).map((m) => m.path);
