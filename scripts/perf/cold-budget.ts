// The screens inside the member's shell opened cold from a link (scripts/perf/cold-load.ts): how many
// files the browser downloads before the first render, and their gzipped bytes. Checked by
// `npm run test:budget` (npm test's budget stage) beside the first-load JavaScript, against each
// screen's `budget.cold` in web/src/app/screens.ts (with why it is what it is); a screen under the
// member's shell (routes.ts) without one fails the check.
import { coldLoad } from './cold-load';
import { memberRoutes, readManifest } from './manifest';
import { SCREENS } from '../../web/src/app/screens';

const KB = 1024;

/** Prints each screen's cold figures against its budget; returns what failed. */
export function checkColdBudgets(dist: string): string[] {
  const failures: string[] = [];
  const members = memberRoutes(readManifest(dist)).map((r) => r.path);
  const screens = SCREENS.filter((s) => s.budget.cold || members.includes(s.path));
  const width = Math.max(...screens.map((s) => s.path.length));
  console.log(`\n${'opened cold from a link'.padEnd(width)}  files (budget)   gzip (budget)`);
  for (const {
    path: route,
    budget: { cold: budget },
  } of screens) {
    if (!budget) {
      failures.push(`${route} is a member screen without a cold-link budget (web/src/app/screens.ts).`);
      continue;
    }
    const load = coldLoad(dist, route);
    const kb = load.totalGzip / KB;
    const over = load.files.length > budget.files || kb > budget.kb;
    console.log(
      `${route.padEnd(width)}  ${String(load.files.length).padStart(5)} (${budget.files})  ${kb.toFixed(1).padStart(9)} KB (${budget.kb})${over ? '  OVER' : ''}`,
    );
    if (load.files.length > budget.files)
      failures.push(`${route} opened cold downloads ${load.files.length} files, over its ${budget.files}.`);
    if (kb > budget.kb)
      failures.push(`${route} opened cold downloads ${kb.toFixed(1)} KB, over its ${budget.kb} KB.`);
  }
  return failures;
}
