// `npm run test:e2e`: builds the SPA and runs the Playwright journeys (web/e2e/playwright.config.ts);
// each Playwright worker starts its own fake API serving that build. Extra args go to Playwright;
// `--no-build` reuses the last build.
// Each run builds into its own folder under <tmp>/portal-socios-e2e (not under a dot-folder such
// as node_modules/.cache: Express's sendFile refuses paths with dot-segments), so two runs at once never serve each
// other's half-written build; a run records that it uses a folder, and folders that are neither the
// last build nor in use by a live run are removed, so runs leave nothing behind.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from './build-web';

const CACHE = path.join(os.tmpdir(), 'portal-socios-e2e');
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

/** Removes every build that is not the last one and that no live run is using. */
function sweep() {
  const keep = new Set<string>();
  if (fs.existsSync(LAST_BUILD)) keep.add(fs.readFileSync(LAST_BUILD, 'utf8').trim());
  for (const user of fs.existsSync(USERS) ? fs.readdirSync(USERS) : []) {
    const file = path.join(USERS, user);
    if (alive(Number(user))) keep.add(fs.readFileSync(file, 'utf8').trim());
    else fs.rmSync(file, { force: true });
  }
  for (const name of fs.readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    if (name.startsWith('build-') && !keep.has(dir)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

fs.mkdirSync(USERS, { recursive: true });
const me = path.join(USERS, String(process.pid));
const reuse = process.argv.includes('--no-build');
let dist = reuse && fs.existsSync(LAST_BUILD) ? fs.readFileSync(LAST_BUILD, 'utf8').trim() : '';
if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
  fs.writeFileSync(me, dist);
} else {
  dist = fs.mkdtempSync(path.join(CACHE, 'build-'));
  fs.writeFileSync(me, dist); // before building: a concurrent sweep must not remove it
  await buildWeb(dist);
  fs.writeFileSync(LAST_BUILD, dist);
}

let status: number;
try {
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
  const r = spawnSync('npx', ['playwright', 'test', '-c', 'web/e2e/playwright.config.ts', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_WEB_DIST: dist },
  });
  status = r.status ?? 1;
} finally {
  fs.rmSync(me, { force: true });
  sweep();
}
process.exit(status);
