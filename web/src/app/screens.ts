// Every screen of the product once (SPEC §2): its path, its page, where it sits in the route
// table, what it reads early, how the build draws it, what the next screens prefetch, its budgets
// and how a visit opens it. The router (router.tsx), the build (scripts/build-web.ts), the
// budgets (scripts/bundle-budget.ts, scripts/perf/cold-budget.ts), `npm run perf`
// (scripts/perf/routes.ts) and the tests that open every screen all read this list, so a screen
// missing from one of them cannot happen. Pure data: the SPA and Node scripts import it.
// The figures behind each budget are in docs/performance.md and docs/decisions/.
import { hrefs, paths } from './paths.ts';

/** Reads a route loader can start while the screen's code downloads (route-reads.ts maps them). */
export type ReadName =
  | 'feeInfo'
  | 'associatedAccounts'
  | 'savedCard'
  | 'profileData'
  | 'paymentsHistory'
  | 'purchasesHistory'
  | 'autoPaymentConfig'
  | 'membersTotal'
  | 'pendingDues';

/** The screens whose load starts a prefetch of the next ones (app/prefetch-next.ts). */
export type PrefetchFrom = 'dashboard' | 'onboarding';

/**
 * How the build draws a screen before its JavaScript runs (docs/decisions/pre-rendering.md):
 * `hydrate`, the screen itself, which the browser hydrates (rendered with `?<query>=…` when the
 * screen needs that key; inside the member's shell when `member`); `placeholder`, the member's shell
 * with placeholders, replaced by the app's first render; `frame`, a member screen as it first draws
 * with no data yet (shell, title, the placeholders of its reads; for a member still in the
 * onboarding when `onboarding`), painted before any script and replaced by the app's first render
 * (scripts/member-frames.ts). A member screen without one is served shell.html: those that draw the
 * member's own name or RUT from the session, and those whose content is what their URL names.
 */
export type Prerender =
  | { hydrate: true; query?: string; member?: boolean }
  | { placeholder: true }
  | { frame: true; onboarding?: true };

/**
 * Gzipped kilobytes of first-load JavaScript (`kb`: the entry chunk, the route's layout and screen
 * chunks and all they import statically), and for a member screen opened cold from a link (`cold`:
 * scripts/perf/cold-load.ts) the files and gzipped kilobytes its HTML makes the browser download.
 * A budget is the build's figure when it was set plus a little room (`npm run test:budget` prints
 * today's); a raise says why in its commit. Raise one only with a `npm run perf` figure that shows
 * the route still meets its goal (score ≥ 0.95, LCP ≤ 2 s); the timings are in docs/performance.md.
 */
export interface Budget {
  kb: number;
  cold?: { files: number; kb: number };
}

export interface Screen {
  path: string;
  /** The page module, from web/src and without extension (a `features/<area>/pages/*-page.tsx`). */
  page: string;
  layout: 'public' | 'member';
  /** Under the session check (app/protected-route.tsx); absent, not. */
  session?: true;
  /** Under the access rule for blocked members (app/blocked-guard.tsx); absent, not. */
  blocked?: true;
  /** Started by the route's loader; 'dashboard' is the dashboard's own (route-reads.ts). */
  reads?: readonly ReadName[] | 'dashboard';
  prerender?: Prerender;
  /** Its files are prefetched once this screen has loaded (app/prefetch-next.ts). */
  prefetchedFrom?: PrefetchFrom;
  /** Its load starts the prefetch of the screens `prefetchedFrom` it. */
  prefetches?: PrefetchFrom;
  /** Code that must not ride along with its first load. */
  forbidden?: RegExp;
  budget: Budget;
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
    page: 'features/auth/pages/login-page',
    layout: 'public',
    // Written as index.html too, which / serves (scripts/build-web.ts).
    prerender: { hydrate: true },
    // Their screens and components; their endpoint modules (a key and a parser, in the route
    // loaders' reads) may be there.
    forbidden: /\/features\/(payments|profile|history)\/(?!api\/)/,
    // The first screen of most visits: beside its form, the entry carries only what any screen may
    // need at once (the ended-session redirect, the contract's drift reporter, the light form
    // pieces the member screens share).
    budget: { kb: 162 },
    visit: {},
  },
  {
    path: paths.register,
    page: 'features/auth/pages/register-page',
    layout: 'public',
    prerender: { hydrate: true },
    budget: { kb: 173 },
    visit: {},
  },
  {
    path: paths.recoverPassword,
    page: 'features/auth/pages/recover-password-page',
    layout: 'public',
    prerender: { hydrate: true },
    budget: { kb: 163.5 },
    visit: {},
  },
  {
    path: paths.resetPassword,
    page: 'features/auth/pages/reset-password-page',
    layout: 'public',
    // Rendered with a token (the form); without one the screen says so, and is rendered afresh.
    prerender: { hydrate: true, query: 'token' },
    budget: { kb: 164 },
    visit: { url: `${paths.resetPassword}?token=perf-token` },
  },
  {
    path: paths.emailValidation,
    page: 'features/auth/pages/email-validation-page',
    layout: 'public',
    prerender: { hydrate: true },
    budget: { kb: 150 },
    visit: {},
  },
  {
    // The member lands here from the card provider's page (SPEC §6: no session check), drawn
    // inside the member's shell, with its menu.
    path: paths.cardError,
    page: 'features/payments/pages/card-error-page',
    layout: 'member',
    blocked: true,
    prerender: { hydrate: true, member: true },
    budget: { kb: 154, cold: { files: 17, kb: 165.5 } },
    visit: {},
  },
  {
    path: paths.dashboard,
    page: 'features/dashboard/pages/dashboard-page',
    layout: 'member',
    session: true,
    reads: 'dashboard',
    prerender: { placeholder: true },
    prefetches: 'dashboard',
    // Carries the automatic payment's state, each associated account's next step and the way back
    // to an unfinished Webpay payment.
    budget: { kb: 171.5, cold: { files: 28, kb: 187.5 } },
    visit: { persona: 'mariaJose' },
  },
  {
    // Beyond SPEC §2: a page to read and print.
    path: paths.receipt,
    page: 'features/payments/pages/receipt-page',
    layout: 'member',
    session: true,
    blocked: true,
    budget: { kb: 160.5, cold: { files: 17, kb: 170 } },
    // Paid, for her and Tomás.
    visit: { persona: 'mariaJose', url: hrefs.receipt(101) },
  },
  // SPEC §6: onboarding and payment screens are not wrapped by the session check.
  {
    path: paths.validationPhoto,
    // Its frame leaves out the greeting by name and the photo on file (from the session): the app's
    // first render draws them.
    prerender: { frame: true, onboarding: true },
    page: 'features/onboarding/pages/photo-step-page',
    layout: 'member',
    prefetches: 'onboarding',
    budget: { kb: 158.5, cold: { files: 29, kb: 172.5 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationInterests,
    prerender: { frame: true, onboarding: true },
    page: 'features/onboarding/pages/interests-step-page',
    layout: 'member',
    prefetchedFrom: 'onboarding',
    budget: { kb: 158.5, cold: { files: 25, kb: 171.5 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.validationIncorporation,
    prerender: { frame: true, onboarding: true },
    page: 'features/payments/pages/incorporation-page',
    layout: 'member',
    prefetchedFrom: 'onboarding',
    budget: { kb: 180.5, cold: { files: 28, kb: 194.5 } },
    visit: { persona: 'camila' },
  },
  {
    path: paths.duesRegistration,
    prerender: { frame: true },
    page: 'features/payments/pages/dues-page',
    // Members open it cold from the e-mail that asks them to pay.
    layout: 'member',
    blocked: true,
    // Its own reads and its pay method's saved card (only the method waits for it, not the form);
    // the choice kept in its query (accounts and count, checked) and the family's pending dues.
    reads: ['feeInfo', 'associatedAccounts', 'savedCard'],
    budget: { kb: 183, cold: { files: 29, kb: 198.5 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.dues,
    prerender: { frame: true },
    page: 'features/payments/pages/dues-page',
    layout: 'member',
    blocked: true,
    reads: ['feeInfo', 'associatedAccounts', 'savedCard'],
    // The dashboard's 'Pagar'.
    prefetchedFrom: 'dashboard',
    budget: { kb: 183, cold: { files: 29, kb: 198.5 } },
    visit: { persona: 'mariaJose', url: hrefs.dues() },
  },
  {
    path: paths.extraordinary,
    prerender: { frame: true },
    page: 'features/payments/pages/extraordinary-page',
    layout: 'member',
    blocked: true,
    reads: ['savedCard'],
    prefetchedFrom: 'dashboard',
    budget: { kb: 176.5, cold: { files: 29, kb: 193 } },
    visit: { persona: 'mariaJose', url: hrefs.extraordinary() },
  },
  {
    path: paths.regularization,
    prerender: { frame: true },
    page: 'features/payments/pages/regularization-page',
    layout: 'member',
    blocked: true,
    reads: ['feeInfo', 'savedCard'],
    budget: { kb: 164.5, cold: { files: 27, kb: 180 } },
    visit: { persona: 'pedro', url: hrefs.regularization() },
  },
  {
    path: paths.paymentFinal,
    page: 'features/payments/pages/payment-final-page',
    // Where the card provider sends the member back.
    layout: 'member',
    blocked: true,
    // No frame: its content is what its URL names. A paid dues purchase offers the automatic
    // payment (its setting and the saved card are read).
    budget: { kb: 161.5, cold: { files: 19, kb: 171 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentFinal(101) },
  },
  // The member area's menu: prefetched from the dashboard too, so a member who opens one (from the
  // menu, a bookmark, an e-mail) finds its code in the cache.
  {
    path: paths.profile,
    page: 'features/profile/pages/profile-page',
    layout: 'member',
    session: true,
    blocked: true,
    reads: ['profileData'],
    prefetchedFrom: 'dashboard',
    // The birth date read-only as text (no date picker). No frame: its first render draws the
    // member's photo and name from the session.
    budget: { kb: 177.5, cold: { files: 23, kb: 187 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.account,
    page: 'features/account/pages/associates-page',
    layout: 'member',
    session: true,
    blocked: true,
    reads: ['associatedAccounts'],
    prefetchedFrom: 'dashboard',
    // No frame: it draws no session data, but the invitation's example RUT ('Ej: 12.345.678-5') is
    // the pre-render member's, which the build refuses in a frame (scripts/member-frames.ts).
    budget: { kb: 178, cold: { files: 21, kb: 188 } },
    visit: { persona: 'mariaJose', url: hrefs.associates() },
  },
  // Opened cold from e-mail links.
  {
    path: paths.credential,
    page: 'features/credential/pages/credential-page',
    layout: 'member',
    session: true,
    blocked: true,
    reads: ['feeInfo'],
    prefetchedFrom: 'dashboard',
    budget: { kb: 168, cold: { files: 19, kb: 177.5 } },
    visit: { persona: 'mariaJose' },
  },
  {
    path: paths.paymentsHistory,
    prerender: { frame: true },
    page: 'features/history/pages/payments-history-page',
    layout: 'member',
    session: true,
    blocked: true,
    // The purchases too: they say whether an open payment is being confirmed or left at Webpay.
    reads: ['paymentsHistory', 'purchasesHistory'],
    prefetchedFrom: 'dashboard',
    budget: { kb: 159.5, cold: { files: 22, kb: 173.5 } },
    visit: { persona: 'mariaJose', url: hrefs.paymentsHistory() },
  },
  {
    path: paths.purchasesHistory,
    prerender: { frame: true },
    page: 'features/history/pages/purchases-history-page',
    layout: 'member',
    session: true,
    blocked: true,
    reads: ['purchasesHistory'],
    prefetchedFrom: 'dashboard',
    budget: { kb: 159.5, cold: { files: 22, kb: 173 } },
    visit: { persona: 'mariaJose', url: hrefs.purchasesHistory() },
  },
  {
    path: paths.autoPayments,
    prerender: { frame: true },
    page: 'features/payments/pages/auto-payments-page',
    layout: 'member',
    session: true,
    blocked: true,
    // The history too: the state's last automatic charge comes from it.
    reads: ['autoPaymentConfig', 'feeInfo', 'savedCard', 'paymentsHistory'],
    prefetchedFrom: 'dashboard',
    budget: { kb: 185, cold: { files: 31, kb: 201 } },
    visit: { persona: 'mariaJose', url: hrefs.autoPayments() },
  },
];
