// `npm run test:engines`: the main journeys (scripts/engines/journeys.ts) in the engines beside
// Chromium — Firefox ESR and WebKitGTK, Debian's packages, nothing downloaded — at 390 and 1280 px.
// Builds the SPA like test:e2e (`--no-build` reuses the last build, `--dist DIR` takes one);
// `--engine firefox|webkit` runs one, `--width N` one width. Each engine runs in a process group
// of its own (WebKit's under `xvfb-run -a`: a free display number, so two runs never share one),
// and the whole group is killed when it ends, passed or failed: no browser, driver, X server or fake
// API outlives the run.
import { spawn } from 'node:child_process';
import { useBuild } from './e2e-build';
import { exitUnlessInstalled } from './prerequisites';

exitUnlessInstalled('npm run test:engines', ['firefox', 'webkit', 'xvfb']); // before a build it could not use
const argv = process.argv.slice(2);
const ENGINES = ['firefox', 'webkit'] as const;
const picked = argv.flatMap((a, i) => (argv[i - 1] === '--engine' ? [a] : []));
const engines = ENGINES.filter((e) => picked.length === 0 || picked.includes(e));
const widths = argv.flatMap((a, i) => (argv[i - 1] === '--width' ? ['--width', a] : []));

const running = new Set<number>();
const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
};
const killGroup = (pid: number) => signalGroup(pid, 'SIGKILL');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    // Let each runner close its browser first; whatever is left is killed with its group.
    for (const pid of running) signalGroup(pid, 'SIGTERM');
    setTimeout(() => {
      for (const pid of running) killGroup(pid);
      process.exit(1);
    }, 3000);
  });

/** Runs one engine's journeys; resolves to whether they all passed, with the seconds they took. */
function runEngine(engine: (typeof ENGINES)[number], dist: string) {
  const runner = [
    process.execPath,
    '--import',
    'tsx',
    'scripts/engines/run.ts',
    engine,
    '--dist',
    dist,
    ...widths,
  ];
  // MiniBrowser needs a display; the screen is larger than the widest journey (1280 px).
  const [command, ...args] =
    engine === 'webkit' ? ['xvfb-run', '-a', '-s', '-screen 0 1600x1000x24', ...runner] : runner;
  const t0 = Date.now();
  return new Promise<{ engine: string; ok: boolean; seconds: number }>((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit', detached: true });
    running.add(child.pid!);
    child.on('close', (code) => {
      killGroup(child.pid!);
      running.delete(child.pid!);
      resolve({ engine, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
    });
  });
}

const build = await useBuild(argv);
let results: { engine: string; ok: boolean; seconds: number }[];
try {
  // Side by side: the journeys mostly wait (the fake provider's 5 s before the final page looks, the
  // confirmation), so two engines take little more than one (docs/performance.md).
  results = await Promise.all(engines.map((engine) => runEngine(engine, build.dist)));
} finally {
  build.release();
}
for (const r of results)
  console.log(`== ${r.engine}: ${r.ok ? 'passed' : 'FAILED'} in ${Math.round(r.seconds)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
