// The build the browser checks run against (test:e2e, test:nginx, test:budget, preview). Each build
// goes into its own folder under <tmp>/portal-socios-e2e-<checkout> (not under a dot-folder such as
// node_modules/.cache: Express's sendFile refuses paths with dot-segments), so two runs at once never
// serve each other's half-written build. A run records the folder it uses; release() removes every
// folder that is neither the last build nor in use by a live run, so runs leave nothing behind.
// Arguments: `--no-build` reuses the last build, `--dist DIR` uses DIR as it is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, DEMO_CONTRACT_REPORT_URL } from './build-web';

// One cache per checkout: `--no-build` in one clone must never reuse another clone's last build.
const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
const CACHE = path.join(os.tmpdir(), `portal-socios-e2e-${checkout}`);
const LAST_BUILD = path.join(CACHE, 'last-build');
const USERS = path.join(CACHE, 'in-use'); // one file per running run: its pid, holding its build's path

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function sweep() {
  const keep = new Set<string>();
  if (fs.existsSync(LAST_BUILD)) keep.add(fs.readFileSync(LAST_BUILD, 'utf8').trim());
  for (const user of fs.readdirSync(USERS)) {
    const file = path.join(USERS, user);
    if (alive(Number(user))) keep.add(fs.readFileSync(file, 'utf8').trim());
    else fs.rmSync(file, { force: true });
  }
  for (const name of fs.readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    if (name.startsWith('build-') && !keep.has(dir)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Build {
  dist: string;
  release(): void;
}

/** The build named by the arguments, else a fresh one (then the last build). */
export async function useBuild(argv: string[]): Promise<Build> {
  const given = argv.indexOf('--dist');
  if (given >= 0) {
    const dist = path.resolve(argv[given + 1] ?? '');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`--dist ${dist}: no index.html there`);
    return { dist, release: () => {} };
  }
  fs.mkdirSync(USERS, { recursive: true });
  const me = path.join(USERS, String(process.pid));
  const release = () => {
    fs.rmSync(me, { force: true });
    sweep();
  };
  const last = fs.existsSync(LAST_BUILD) ? fs.readFileSync(LAST_BUILD, 'utf8').trim() : '';
  if (argv.includes('--no-build') && last && fs.existsSync(path.join(last, 'index.html'))) {
    fs.writeFileSync(me, last);
    return { dist: last, release };
  }
  const dist = fs.mkdtempSync(path.join(CACHE, 'build-'));
  fs.writeFileSync(me, dist); // before building: a concurrent sweep must not remove it
  try {
    // served by the fake API, like the demo: the SPA's drift reports go to its console
    await buildWeb(dist, { contractReportUrl: DEMO_CONTRACT_REPORT_URL });
  } catch (error) {
    release();
    fs.rmSync(dist, { recursive: true, force: true });
    throw error;
  }
  fs.chmodSync(dist, 0o755); // readable like any build (nginx's workers may run as another user)
  // A build with moved API paths is a variant (npm test's moved-paths journeys): `--no-build` keeps
  // reusing the plain one.
  if (!process.env.VITE_API_PATHS) fs.writeFileSync(LAST_BUILD, dist);
  return { dist, release };
}

/** Arguments for the build, removed from the ones passed on (to Playwright). */
export const withoutBuildArgs = (argv: string[]) =>
  argv.filter((a, i) => a !== '--no-build' && a !== '--dist' && argv[i - 1] !== '--dist');
