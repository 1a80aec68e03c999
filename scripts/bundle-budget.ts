// `npm run test:budget`: builds the SPA into a temporary folder and fails when any route's
// first-load JavaScript (React Router's manifest, the entry, the root, the route's layouts and
// module and all they import statically, gzip level 9: scripts/perf/route-bundle.ts) grows past its
// budget (web/src/app/screens.ts, every screen has one), or when payment, profile or
// history code rides along with /login. Then, for the screens inside the member's shell opened cold
// from a link (scripts/perf/cold-budget.ts), the files and bytes the browser downloads.
import { buildWeb } from './build-web';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeBundle } from './perf/route-bundle';
import { SCREENS } from '../web/src/app/screens';
import { checkColdBudgets } from './perf/cold-budget';

const KB = 1024;

const args = process.argv.slice(2);
const given = args.indexOf('--dist');
const dist =
  given >= 0
    ? path.resolve(args[given + 1] ?? '')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-budget-'));
try {
  if (given < 0) await buildWeb(dist);
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const failures: string[] = [];
  const verbose = process.argv.includes('--files');
  const width = Math.max(...SCREENS.map((s) => s.path.length));
  console.log(`${'route'.padEnd(width)}  first-load JS (gzip)   budget`);
  for (const { path: route, budget: screenBudget } of SCREENS) {
    const report = routeBundle(dist, route);
    if (verbose)
      for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    const budget = screenBudget.kb * KB;
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
  // Only the folder it built: a build it was given is the other checks' too (npm test).
  if (given < 0) fs.rmSync(dist, { recursive: true, force: true });
}
