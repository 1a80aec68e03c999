// Every route of SPEC §2 as `npm run perf` opens it: the URL (with the query the screen reads) and who
// opens it. Public screens are opened cold; member screens by a persona who has just logged in (and,
// when the login lands on the dashboard, spent a few seconds there so its idle prefetch is cached) —
// a bookmark, a reload, a link from an e-mail. URLs come from the SPA's own table (web/src/app/paths.ts).
import { hrefs, paths } from '../../web/src/app/paths';
import type { Persona } from '../../test-support';

export interface PerfRoute {
  /** The route as SPEC §2 names it. */
  route: string;
  /** What the browser opens. */
  url: string;
  /** Who is logged in; none = public, opened with an empty cache and storage. */
  persona?: Persona;
}

/** What the browser opens (with the query the screen reads), by who opens it, in SPEC §2's order. */
const OPENED_BY: [Persona | undefined, string[]][] = [
  [
    undefined,
    [
      paths.login,
      paths.register,
      paths.recoverPassword,
      `${paths.resetPassword}?token=perf-token`,
      paths.emailValidation,
      paths.cardError,
    ],
  ],
  ['mariaJose', [paths.dashboard]],
  ['camila', [paths.validationPhoto, paths.validationInterests, paths.validationIncorporation]],
  ['mariaJose', [paths.duesRegistration, hrefs.dues(), hrefs.extraordinary()]],
  ['pedro', [hrefs.regularization()]],
  [
    'mariaJose',
    [
      hrefs.paymentFinal(101),
      paths.profile,
      hrefs.associates(),
      paths.credential,
      hrefs.paymentsHistory(),
      hrefs.purchasesHistory(),
      hrefs.autoPayments(),
    ],
  ],
];

export const PERF_ROUTES: PerfRoute[] = OPENED_BY.flatMap(([persona, urls]) =>
  urls.map((url) => ({ route: url.replace(/\?.*/, ''), url, persona })),
);

/** The routes named on the command line (`npm run perf -- /register /my-profile`), or all. */
export function selectRoutes(argv: string[]): PerfRoute[] {
  const only = argv.filter((a) => a.startsWith('/'));
  if (only.length === 0) return PERF_ROUTES;
  const unknown = only.filter((o) => !PERF_ROUTES.some((r) => r.route === o));
  if (unknown.length) throw new Error(`unknown route(s): ${unknown.join(', ')}`);
  return PERF_ROUTES.filter((r) => only.includes(r.route));
}
