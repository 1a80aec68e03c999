// `npm run test:budget`: builds the SPA into a temporary folder and fails when any route's
// first-load JavaScript (the entry chunk, the route's layout and screen chunks and all they import
// statically, gzip level 9) grows past its budget (web/src/app/screens.ts, every screen has one),
// or when payment, profile or history code rides along with /login. Then, for the member
// screens opened cold from a link (scripts/perf/cold-budget.ts), the requests and bytes their HTML
// makes the browser download, and any chunk it fails to name.
import { buildWeb } from './build-web';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, routeBundle } from './perf/route-bundle';
import { SCREENS } from '../web/src/app/screens';
import { checkColdBudgets } from './perf/cold-budget';

const KB = 1024;
/** Gzipped first-load JavaScript per route, from the screens' list (its `budget.kb`, with the why). */
const BUDGETS = Object.fromEntries(SCREENS.map((s) => [s.path, s.budget.kb * KB]));

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-budget-'));
try {
  await buildWeb(dist);
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const failures: string[] = [];
  const verbose = process.argv.includes('--files');
  const width = Math.max(...Object.keys(ROUTES).map((r) => r.length));
  console.log(`${'route'.padEnd(width)}  first-load JS (gzip)   budget`);
  for (const route of Object.keys(ROUTES)) {
    const report = routeBundle(dist, route);
    if (verbose)
      for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    const budget = BUDGETS[route]!;
    const over = report.totalGzip > budget;
    console.log(
      `${route.padEnd(width)}  ${kb(report.totalGzip).padStart(20)} ${kb(budget).padStart(9)}${over ? '  OVER' : ''}`,
    );
    if (over)
      failures.push(`${route} ships ${kb(report.totalGzip)} of JavaScript, over its ${kb(budget)} budget.`);
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
