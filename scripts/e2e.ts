// `npm run test:e2e`: builds the SPA, picks a free port and runs the Playwright journeys against
// the fake API serving the built SPA (see web/e2e/playwright.config.ts). Extra args go to Playwright.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

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
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.argv.includes('--no-build'))
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
const port = await freePort();
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
run('npx', ['playwright', 'test', '-c', 'web/e2e/playwright.config.ts', ...extra], {
  ...process.env,
  E2E_PORT: String(port),
});
