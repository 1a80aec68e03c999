// Every route of SPEC §2 as `npm run perf` opens it: the URL (with the query the screen reads) and who
// opens it. Public screens are opened cold; member screens by a persona who has just logged in (and,
// when the login lands on the dashboard, spent a few seconds there so its idle prefetch is cached) —
// a bookmark, a reload, a link from an e-mail.

/** Demo personas (README 'Demo personas'); every password is socio1234. */
export const PERSONAS = {
  mariaJose: '123456785', // al día, associates, history, saved card
  pedro: '98765433', // 24+ dues pending: may regularise
  camila: '174563217', // activo 0: onboarding (photo, interests, incorporation)
} as const;
export type Persona = keyof typeof PERSONAS;

export interface PerfRoute {
  /** The route as SPEC §2 names it. */
  route: string;
  /** What the browser opens. */
  url: string;
  /** Who is logged in; none = public, opened with an empty cache and storage. */
  persona?: Persona;
}

export const PERF_ROUTES: PerfRoute[] = [
  { route: '/login', url: '/login' },
  { route: '/register', url: '/register' },
  { route: '/password/recover-password', url: '/password/recover-password' },
  { route: '/password/reset-password', url: '/password/reset-password?token=perf-token' },
  { route: '/email-validation', url: '/email-validation' },
  { route: '/cards/subscription/error', url: '/cards/subscription/error' },
  { route: '/dashboard', url: '/dashboard', persona: 'mariaJose' },
  { route: '/validation/first', url: '/validation/first', persona: 'camila' },
  { route: '/validation/second', url: '/validation/second', persona: 'camila' },
  { route: '/validation/pago/incorporacion', url: '/validation/pago/incorporacion', persona: 'camila' },
  { route: '/pago/cuota-inscripcion', url: '/pago/cuota-inscripcion', persona: 'mariaJose' },
  { route: '/pago/cuota', url: '/pago/cuota?type_cuota=normal', persona: 'mariaJose' },
  {
    route: '/pago/extraordinaria',
    url: '/pago/extraordinaria?type_cuota=extraordinaria',
    persona: 'mariaJose',
  },
  { route: '/pago/regularizacion', url: '/pago/regularizacion?type_cuota=regularizacion', persona: 'pedro' },
  { route: '/payments/final', url: '/payments/final?id_compra=101', persona: 'mariaJose' },
  { route: '/my-profile', url: '/my-profile', persona: 'mariaJose' },
  { route: '/my-account', url: '/my-account?menu=associate-accounts', persona: 'mariaJose' },
  { route: '/credencial', url: '/credencial', persona: 'mariaJose' },
  {
    route: '/account/payments/history',
    url: '/account/payments/history?menu=payments-history',
    persona: 'mariaJose',
  },
  {
    route: '/account/purchases/history',
    url: '/account/purchases/history?menu=purchases-history',
    persona: 'mariaJose',
  },
  { route: '/pagos/automaticos', url: '/pagos/automaticos?menu=pagos-automaticos', persona: 'mariaJose' },
];

/** The routes named on the command line (`npm run perf -- /register /my-profile`), or all. */
export function selectRoutes(argv: string[]): PerfRoute[] {
  const only = argv.filter((a) => a.startsWith('/'));
  if (only.length === 0) return PERF_ROUTES;
  const unknown = only.filter((o) => !PERF_ROUTES.some((r) => r.route === o));
  if (unknown.length) throw new Error(`unknown route(s): ${unknown.join(', ')}`);
  return PERF_ROUTES.filter((r) => only.includes(r.route));
}
