// `npm run test:e2e`: builds the SPA (scripts/e2e-build.ts: `--no-build` reuses the last build,
// `--dist DIR` takes one) and runs the Playwright journeys (web/e2e/playwright.config.ts); each
// Playwright worker starts its own fake API serving that build. Other arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { useBuild, withoutBuildArgs } from './e2e-build';
import { exitUnlessInstalled } from './prerequisites';

exitUnlessInstalled('npm run test:e2e', ['chromium']); // before a build it could not use
const argv = process.argv.slice(2);
const build = await useBuild(argv);
let status: number;
try {
  const r = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'web/e2e/playwright.config.ts', ...withoutBuildArgs(argv)],
    {
      stdio: 'inherit',
      env: { ...process.env, MOCK_WEB_DIST: build.dist },
    },
  );
  status = r.status ?? 1;
} finally {
  build.release();
}
process.exit(status);
