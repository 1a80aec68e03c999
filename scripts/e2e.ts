// `npm run test:e2e`: builds the SPA, picks a free port and runs the Playwright journeys against
// the fake API serving the built SPA (see web/e2e/playwright.config.ts). Extra args go to Playwright.
// Each run builds into its own folder, so two runs at once never serve each other's half-written build.
import { spawnSync } from 'node:child_process';
import { buildWeb } from './build-web';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LAST_BUILD = path.resolve('node_modules/.cache/portal-socios-e2e-last-build');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
};

const reuse = process.argv.includes('--no-build');
let dist = reuse && fs.existsSync(LAST_BUILD) ? fs.readFileSync(LAST_BUILD, 'utf8').trim() : '';
if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socios-e2e-'));
  await buildWeb(dist);
  fs.mkdirSync(path.dirname(LAST_BUILD), { recursive: true });
  fs.writeFileSync(LAST_BUILD, dist);
}
const port = await freePort();
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const status = run('npx', ['playwright', 'test', '-c', 'web/e2e/playwright.config.ts', ...extra], {
  ...process.env,
  E2E_PORT: String(port),
  MOCK_WEB_DIST: dist,
});
process.exit(status);
