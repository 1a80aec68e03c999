// `npm run test:budget`: builds the SPA (or takes `--dist DIR` / `--no-build`: scripts/e2e-build.ts) and fails when the JavaScript /login
// needs grows past the budget, when payment, profile or history code (or antd) rides along with it,
// or when antd creeps into the dashboard (its Lighthouse score depends on shipping none).
import { useBuild } from './e2e-build';
import { routeBundle } from './perf/route-bundle';

export const LOGIN_BUDGET_BYTES = 185 * 1024;

const build = await useBuild(process.argv.slice(2));
const dist = build.dist;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const failures: string[] = [];
for (const route of ['/login', '/dashboard'] as const) {
  const report = routeBundle(dist, route);
  for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  const budget = route === '/login' ? ` (budget ${kb(LOGIN_BUDGET_BYTES)})` : '';
  console.log(`${route} first-load JavaScript: ${kb(report.totalGzip)} gzipped${budget}`);
  if (route === '/login' && report.totalGzip > LOGIN_BUDGET_BYTES)
    failures.push('/login ships more JavaScript than the budget allows.');
  if (report.forbiddenModules.length)
    failures.push(`${route} loads code it must not:\n  ${report.forbiddenModules.join('\n  ')}`);
}
build.release();
for (const failure of failures) console.error(`FAIL: ${failure}`);
// Three checks: /login's bytes, /login's contents, the dashboard's contents.
console.log(`${3 - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
