// `npm run test:budget`: builds the SPA into a temporary folder and fails when the JavaScript /login
// needs grows past the budget, or when payment, profile or history code rides along with it.
import { buildWeb } from './build-web';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginBundle } from './perf/login-bundle';

export const LOGIN_BUDGET_BYTES = 185 * 1024;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-budget-'));
await buildWeb(dist);

const report = loginBundle(dist);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
console.log(
  `/login first-load JavaScript: ${kb(report.totalGzip)} gzipped (budget ${kb(LOGIN_BUDGET_BYTES)})`,
);
let failed = false;
if (report.totalGzip > LOGIN_BUDGET_BYTES) {
  console.error('FAIL: /login ships more JavaScript than the budget allows.');
  failed = true;
}
if (report.forbiddenModules.length) {
  console.error(`FAIL: /login loads code it does not need:\n  ${report.forbiddenModules.join('\n  ')}`);
  failed = true;
}
fs.rmSync(dist, { recursive: true, force: true });
console.log(failed ? '0 passed, 1 failed' : '1 passed, 0 failed');
process.exit(failed ? 1 : 0);
