// The member screens opened cold from a link (scripts/perf/cold-load.ts): how many files the browser
// downloads before the first render, and their gzipped bytes. Checked by
// `npm run test:budget` (npm test's budget stage) beside the first-load JavaScript. Budgets are the
// build's figures when they were set, plus a little room (2 files, 3 %; raised for the screens that
// gained the payment state, the automatic payment's summary and the accounts' next steps); the timings measured cold
// with `npm run perf -- --cold` are in docs/performance.md.
import { coldLoad } from './cold-load';

const KB = 1024;

/** Files (HTML included) and gzipped kilobytes each screen downloads cold. */
export const COLD_BUDGETS: Record<string, { files: number; kb: number }> = {
  '/dashboard': { files: 42, kb: 176 },
  '/validation/first': { files: 38, kb: 358 },
  '/validation/second': { files: 39, kb: 357 },
  '/validation/pago/incorporacion': { files: 59, kb: 424 },
  // Light (no antd JavaScript): 62 -> 42 files, 409.0 -> 223.3 KB.
  '/pago/cuota-inscripcion': { files: 44, kb: 228 },
  '/pago/cuota': { files: 44, kb: 228 },
  '/pago/extraordinaria': { files: 57, kb: 426 },
  '/pago/regularizacion': { files: 56, kb: 394 },
  '/payments/final': { files: 49, kb: 380 },
  '/my-profile': { files: 52, kb: 394 },
  '/my-account': { files: 46, kb: 365 },
  // Light (no antd JavaScript): 36 -> 25 files, 312.0 -> 211.5 KB; 48 -> 24 files, 432.2 -> 202.9 KB.
  '/credencial': { files: 27, kb: 216 },
  '/account/payments/history': { files: 26, kb: 207 },
  '/account/purchases/history': { files: 26, kb: 207 },
  '/pagos/automaticos': { files: 63, kb: 430 },
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
  }
  return failures;
}
