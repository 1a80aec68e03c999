// The member screens opened cold from a link (scripts/perf/cold-load.ts): how many files their HTML
// makes the browser download before the first render, and their gzipped bytes. Checked by
// `npm run test:budget` (npm test's budget stage) beside the first-load JavaScript. Budgets are the
// build's figures when the screens got their own HTML, plus a little room (2 files, 3 %); lower
// figures measured cold with `npm run perf -- --cold` are in docs/performance.md.
import { coldLoad } from './cold-load';

const KB = 1024;

/** Files (HTML included) and gzipped kilobytes each screen's HTML asks for. */
export const COLD_BUDGETS: Record<string, { files: number; kb: number }> = {
  '/dashboard': { files: 33, kb: 167 },
  '/validation/first': { files: 42, kb: 361 },
  '/validation/second': { files: 41, kb: 360 },
  '/validation/pago/incorporacion': { files: 57, kb: 426 },
  '/pago/cuota-inscripcion': { files: 60, kb: 419 },
  '/pago/cuota': { files: 60, kb: 419 },
  '/pago/extraordinaria': { files: 56, kb: 426 },
  '/pago/regularizacion': { files: 55, kb: 394 },
  '/payments/final': { files: 48, kb: 379 },
  '/my-profile': { files: 57, kb: 398 },
  '/my-account': { files: 49, kb: 368 },
  '/credencial': { files: 42, kb: 323 },
  '/account/payments/history': { files: 53, kb: 446 },
  '/account/purchases/history': { files: 53, kb: 446 },
  '/pagos/automaticos': { files: 59, kb: 427 },
};

/** Prints each screen's cold figures against its budget; returns what failed. */
export function checkColdBudgets(dist: string): string[] {
  const failures: string[] = [];
  const width = Math.max(...Object.keys(COLD_BUDGETS).map((r) => r.length));
  console.log(`\n${'opened cold from a link'.padEnd(width)}  files (budget)   gzip (budget)`);
  for (const [route, budget] of Object.entries(COLD_BUDGETS)) {
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
    if (load.unnamed.length)
      failures.push(
        `${route}'s HTML does not name chunks it runs at start (a round trip each, cold):\n  ${load.unnamed.join('\n  ')}`,
      );
  }
  return failures;
}
