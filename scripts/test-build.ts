// `npm run test:build` (the last step of `npm test`): builds the SPA once, then runs on that build
// the bundle budget, the browser floor, the Playwright journeys and the nginx check — instead of one
// build each.
import { spawnSync } from 'node:child_process';
import { useBuild } from './e2e-build';

const build = await useBuild(process.argv.slice(2));
let failed = 0;
try {
  for (const script of ['bundle-budget', 'browser-floor', 'e2e', 'nginx-check']) {
    const started = Date.now();
    console.log(`\n== ${script} (build ${build.dist})`);
    const r = spawnSync('npx', ['tsx', `scripts/${script}.ts`, '--dist', build.dist], { stdio: 'inherit' });
    console.log(
      `== ${script}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (r.status !== 0) failed++;
  }
} finally {
  build.release();
}
process.exit(failed ? 1 : 0);
