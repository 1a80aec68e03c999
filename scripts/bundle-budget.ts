// `npm run test:budget`: builds the SPA into a temporary folder and fails when any route's
// first-load JavaScript (the entry chunk, the route's layout and screen chunks and all they import
// statically, gzip level 9) grows past its budget below, when payment, profile or history code (or
// antd) rides along with /login, or when antd creeps into a light screen (the dashboard's, the
// credential's, the histories' and the dues screen's Lighthouse scores depend on shipping none). Budgets are today's
// bytes plus a little room: raise one only with a `npm run perf` figure that shows the route still
// meets its goal (score ≥ 0.95, LCP ≤ 2 s). Then, for the member screens opened cold from a link
// (COLD_BUDGETS: scripts/perf/cold-load.ts), the requests and bytes their HTML makes the browser
// download, and any chunk it fails to name.
import { buildWeb } from './build-web';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, routeBundle, type BudgetRoute } from './perf/route-bundle';
import { checkColdBudgets } from './perf/cold-budget';

const KB = 1024;
/**
 * Gzipped first-load JavaScript per route: the bytes of 2026-11-22 plus 2 %, and /login no more
 * than the 151.4 KB it had before it was pre-rendered, plus the ended-session redirect (safeRedirect and the
 * 'Tu sesión terminó' login, ~0.1 KB, in the entry because a 401 can happen on any screen), plus the
 * contract's drift reporter and table of calls in the entry (~1 KB: /login 153 KB). The dashboard's
 * 160 KB carries the automatic payment's state, each associated account's next step and the way back
 * to an unfinished Webpay payment; measured at 153 and 158.7 KB: /login 1.00 (LCP 1.12 s) and
 * /dashboard 0.96 (LCP 1.56 s) in `npm run perf -- /login /dashboard --warm`, load 1.6–1.9.
 */
export const BUDGETS: Record<BudgetRoute, number> = {
  '/login': 153 * KB,
  // Light screens (no antd): 159.5, 152.6, 153.0, 141.0 and 142.7 KB plus 2 %.
  '/register': 163 * KB,
  '/password/recover-password': 156 * KB,
  '/password/reset-password': 156 * KB,
  '/email-validation': 144 * KB,
  '/cards/subscription/error': 146 * KB,
  '/dashboard': 160 * KB,
  '/validation/first': 304 * KB,
  '/validation/second': 303 * KB,
  '/validation/pago/incorporacion': 369 * KB,
  // Light (no antd), measured 169.8 KB: 355.6 -> 169.8 KB.
  '/pago/cuota-inscripcion': 174 * KB,
  '/pago/cuota': 174 * KB,
  '/pago/extraordinaria': 367 * KB,
  '/pago/regularizacion': 336 * KB,
  '/payments/final': 321 * KB,
  // The birth date read-only as text, not antd's DatePicker: 362 -> 331 KB.
  '/my-profile': 338 * KB,
  '/my-account': 311 * KB,
  // Light (no antd), measured 157.6, 149.5 and 149.3 KB: 258.1 -> 157.6 KB and 378.9 -> 149.5 KB.
  '/credencial': 161 * KB,
  '/account/payments/history': 153 * KB,
  '/account/purchases/history': 153 * KB,
  '/pagos/automaticos': 369 * KB,
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-budget-'));
try {
  await buildWeb(dist);
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const failures: string[] = [];
  const verbose = process.argv.includes('--files');
  const width = Math.max(...Object.keys(ROUTES).map((r) => r.length));
  console.log(`${'route'.padEnd(width)}  first-load JS (gzip)   budget`);
  for (const route of Object.keys(ROUTES) as BudgetRoute[]) {
    const report = routeBundle(dist, route);
    if (verbose)
      for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    const over = report.totalGzip > BUDGETS[route];
    console.log(
      `${route.padEnd(width)}  ${kb(report.totalGzip).padStart(20)} ${kb(BUDGETS[route]).padStart(9)}${over ? '  OVER' : ''}`,
    );
    if (over)
      failures.push(
        `${route} ships ${kb(report.totalGzip)} of JavaScript, over its ${kb(BUDGETS[route])} budget.`,
      );
    if (report.forbiddenModules.length)
      failures.push(`${route} loads code it must not:\n  ${report.forbiddenModules.join('\n  ')}`);
  }
  failures.push(...checkColdBudgets(dist));
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  console.log(failures.length ? `${failures.length} failed` : 'every route within its budget');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  fs.rmSync(dist, { recursive: true, force: true });
}
