// `npm run test:floor`: fails when a build holds CSS or JavaScript that the browsers the portal
// promises (package.json's `browserslist`, README) lack (scripts/floor/floor-check.ts). Takes the
// build like the journeys (scripts/e2e-build.ts: `--dist DIR`, `--no-build`), else builds one.
import browserslist from 'browserslist';
import { useBuild } from './e2e-build';
import { checkBuild } from './floor/floor-check';

const build = await useBuild(process.argv.slice(2));
try {
  const findings = checkBuild(build.dist);
  for (const f of findings)
    console.error(
      `FAIL: ${f.file}: ${f.what}, which ${f.lacking.length} of the floor's browsers lack (${f.lacking.at(-1)}…): …${f.sample}…`,
    );
  const floor = browserslist.loadConfig({ path: process.cwd() })?.join(', ');
  console.log(
    findings.length ? `${findings.length} failed` : `nothing in the build that the floor lacks (${floor})`,
  );
  process.exitCode = findings.length ? 1 : 0;
} finally {
  build.release();
}
