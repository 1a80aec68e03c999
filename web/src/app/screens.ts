// What the checks know of each screen of routes.ts (the one list of routes): its budgets, what must
// not ride along with its first load, and how a visit opens it. Read by the budgets
// (scripts/bundle-budget.ts, scripts/perf/cold-budget.ts), `npm run perf` (scripts/perf/routes.ts)
// and the tests that open every screen; scripts/screens.test.ts fails when it and routes.ts list
// different paths. Pure data: Node scripts import it. The figures behind each budget are in
// docs/performance.md and docs/decisions/.
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
  /** A path of paths.ts, as routes.ts answers it. */
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

export const SCREENS: readonly Screen[] = [
  {
    path: paths.login,
    // Their screens and components; their endpoint modules (a key and a parser) may be there.
    forbidden: /\/features\/(payments|profile|history)\/(?!api\/)/,
    // The first screen of most visits: beside its form, the entry and the root carry only what any
    // screen may need at once (the ended-session redirect, the contract's drift reporter, the light
    // form pieces the member screens share).
    budget: { kb: 169.2 },
    visit: {},
  },
  { path: paths.register, budget: { kb: 179.3 }, visit: {} },
  { path: paths.recoverPassword, budget: { kb: 168.9 }, visit: {} },
  {
    path: paths.resetPassword,
    budget: { kb: 169.6 },
    visit: { url: `${paths.resetPassword}?token=perf-token` },
  },
  { path: paths.emailValidation, budget: { kb: 157 }, visit: {} },
  {
    // The member lands here from the card provider's page (SPEC §6: no session check).
    path: paths.cardError,
    budget: { kb: 161.6, cold: { files: 40, kb: 174.9 } },
    visit: {},
  },
  {
    path: paths.dashboard,
    // Carries the automatic payment's state, each associated account's next step and the way back
    // to an unfinished Webpay payment.
    budget: { kb: 180.5, cold: { files: 73, kb: 198.7 } },
    visit: { persona: 'mariaJose' },
  },
  {
    // Beyond SPEC §2: a page to read and print. Paid, for her and Tomás.
    path: paths.receipt,
    budget: { kb: 168.3, cold: { files: 53, kb: 181.6 } },
    visit: { persona: 'mariaJose', url: hrefs.receipt(101) },
  },
  {
    path: paths.validationPhoto,
    budget: { kb: 165.3, cold: { files: 50, kb: 181.8 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationInterests,
    budget: { kb: 164.1, cold: { files: 46, kb: 179.5 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationIncorporation,
    budget: { kb: 176.4, cold: { files: 66, kb: 192.5 } },
    visit: { persona: 'camila' },
  },
  {
    // Members open it cold from the e-mail that asks them to pay.
    path: paths.duesRegistration,
    budget: { kb: 180.7, cold: { files: 74, kb: 197.1 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.dues,
    budget: { kb: 180.7, cold: { files: 74, kb: 197.1 } },
    visit: { persona: 'mariaJose', url: hrefs.dues() },
  },
  {
    path: paths.extraordinary,
    budget: { kb: 172.8, cold: { files: 61, kb: 189.6 } },
    visit: { persona: 'mariaJose', url: hrefs.extraordinary() },
  },
  {
    path: paths.regularization,
    budget: { kb: 173.6, cold: { files: 63, kb: 189.8 } },
    visit: { persona: 'pedro', url: hrefs.regularization() },
  },
  {
    // Where the card provider sends the member back. A paid dues purchase offers the automatic
    // payment (its setting and the saved card are read).
    path: paths.paymentFinal,
    budget: { kb: 170.5, cold: { files: 58, kb: 184.2 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentFinal(101) },
  },
  {
    // The birth date read-only as text (no date picker).
    path: paths.profile,
    budget: { kb: 183.6, cold: { files: 60, kb: 197.4 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.account,
    budget: { kb: 185.1, cold: { files: 62, kb: 198.3 } },
    visit: { persona: 'mariaJose', url: hrefs.associates() },
  },
  {
    // Opened cold from e-mail links.
    path: paths.credential,
    budget: { kb: 176.9, cold: { files: 53, kb: 191 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.paymentsHistory,
    budget: { kb: 167.4, cold: { files: 52, kb: 181.7 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentsHistory() },
  },
  {
    path: paths.purchasesHistory,
    budget: { kb: 166.8, cold: { files: 51, kb: 181.2 } },
    visit: { persona: 'mariaJose', url: hrefs.purchasesHistory() },
  },
  {
    // The history too: the state's last automatic charge comes from it.
    path: paths.autoPayments,
    budget: { kb: 191.2, cold: { files: 74, kb: 207.9 } },
    visit: { persona: 'mariaJose', url: hrefs.autoPayments() },
  },
];
