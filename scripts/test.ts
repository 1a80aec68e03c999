// `npm test`, what CI runs (its time on an idle 2-core machine: docs/performance.md).
// The stages use the cores the way each needs them, and the run ends with how long each took:
// 1. checks — format, lint, types — at once: each keeps one core busy, not two; beside them, one
//    build of the SPA, then its JavaScript budget and its browser floor;
// 2. the unit, component and API tests (Vitest);
// 3. the browser checks at once, on the same build: the journeys (Playwright, live), the main
//    journeys in Firefox and WebKit, the moved-paths journeys, then the production-serving check
//    (nginx).
// Each other part's output is printed whole when it ends. First of all, the tools the stages need
// beyond node_modules (the browsers, Xvfb, nginx, openssl) are looked for: a missing one stops the
// run at once.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { useBuild } from './e2e-build';
import { MOVED_API_PATHS } from '../test-support';
import { exitUnlessInstalled } from './prerequisites';

exitUnlessInstalled('npm test', ['chromium', 'firefox', 'webkit', 'xvfb', 'nginx', 'openssl']);

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  /** The end of a failed stage's output, repeated in the summary: CI keeps only a run's last lines. */
  tail?: string;
}

const outcomes: Outcome[] = [];
// The environment as npm gave it: the build below runs in this process and Vite sets NODE_ENV to
// production there, which would give the component tests React's production build (no act()).
const startEnv = { ...process.env };
const started = Date.now();
/** What to undo before exiting: the build folder's claim (scripts/e2e-build.ts). */
const releases: (() => void)[] = [];
const load = () => os.loadavg()[0]!.toFixed(1);

/** Runs `npx args…`; its output is kept and printed when it ends, or with `live`, as it comes. */
function run(name: string, args: string[], { live = false, env = {} } = {}): Promise<Outcome> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...startEnv, FORCE_COLOR: startEnv.FORCE_COLOR ?? '1', ...env },
    });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (live) to.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      const ok = code === 0;
      const outcome = { name, ok, seconds: (Date.now() - t0) / 1000, tail: ok ? '' : lastLines(output) };
      console.log(
        `\n== ${name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round(outcome.seconds)} s\n${live ? '' : output}`,
      );
      outcomes.push(outcome);
      resolve(outcome);
    });
  });
}

/** The last lines of a failed stage: the failing tests' names and the count come at the end. */
function lastLines(output: string, count = 40): string {
  return output.trimEnd().split('\n').slice(-count).join('\n');
}

const all = (jobs: Promise<Outcome>[]) => Promise.all(jobs).then((done) => done.every((o) => o.ok));

function summary(): never {
  for (const release of releases) release();
  for (const o of outcomes.filter((o) => o.tail))
    console.log(`\n== the end of ${o.name}'s output, again:\n${o.tail}`);
  console.log(
    `\n== npm test: ${Math.round((Date.now() - started) / 1000)} s in all (load average now ${load()})`,
  );
  for (const o of outcomes)
    console.log(`   ${o.ok ? 'ok    ' : 'FAILED'} ${o.name.padEnd(12)} ${Math.round(o.seconds)} s`);
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

console.log(`== npm test on ${os.availableParallelism()} cores, load average ${load()}`);
// The build, then its budget and floor, beside the checks: the checks' last stretch is ESLint's
// alone, on one core, and the build takes the other.
const t0 = Date.now();
const building = useBuild([]).then(
  async (build) => {
    releases.push(() => build.release());
    outcomes.push({ name: 'build', ok: true, seconds: (Date.now() - t0) / 1000 });
    const dist = ['--dist', build.dist];
    // The floor's check reads files for a few seconds: beside the budget, not after it.
    const ok = await all([
      run('budget', ['tsx', 'scripts/bundle-budget.ts', ...dist]),
      run('floor', ['tsx', 'scripts/browser-floor.ts', ...dist]),
    ]);
    return { dist, ok };
  },
  (error: unknown) => {
    const tail = error instanceof Error ? error.message : String(error);
    outcomes.push({ name: 'build', ok: false, seconds: (Date.now() - t0) / 1000, tail });
    return { dist: [], ok: false };
  },
);
const checked = await all([
  run('format', ['prettier', '--check', '.']),
  run('lint', ['npm', 'run', '--silent', 'lint']),
  run('typecheck', ['npm', 'run', '--silent', 'typecheck']),
]);
const { dist, ok: built } = await building;
if (!checked || !built) summary();
// The unit tests first, alone: they keep both cores busy, and a failure there stops the run early.
if (!(await run('unit', ['vitest', 'run'])).ok) summary();
// Then every browser check at once. The Chromium journeys leave a core idle a fifth of their time
// (three workers all waiting: the fake provider, a slow answer, a throttled phone), and the other
// engines' journeys mostly wait too: side by side, each fills the others' waits.
await all([
  run('e2e', ['tsx', 'scripts/e2e.ts', ...dist], { live: true }),
  run('engines', ['tsx', 'scripts/engines.ts', ...dist]),
  (async () => {
    // The club's API with every path SPEC §7 does not show moved: a build of its own (VITE_API_PATHS
    // is read at build time), and the journeys that must still pay and show the receipts.
    // Its own output folder: the journeys beside it still write to theirs.
    const moved = ['web/e2e/unshown-paths.spec.ts', '--output', 'test-results/moved-paths'];
    await run('moved paths', ['tsx', 'scripts/e2e.ts', ...moved], {
      env: { VITE_API_PATHS: JSON.stringify(MOVED_API_PATHS) },
    });
    return run('nginx', ['tsx', 'scripts/nginx-check.ts', ...dist]);
  })(),
]);
summary();
