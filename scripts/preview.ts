// `npm run preview`: serves the last `npm run build` (web/dist) the way production should — through
// deploy/nginx.conf in the system's nginx (http://localhost:4173, PREVIEW_PORT), with the fake API
// behind /api/ (MOCK_PORT, 4000) standing in for the club's. Without nginx it says so and serves the
// build from the fake API itself (--serve-web: the same routing rules and immutable assets).
import fs from 'node:fs';
import path from 'node:path';
import { startMock } from './mock-process';
import { nginxPath, startNginx } from './nginx';

const dist = path.resolve('web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in web/dist: run `npm run build` first.');
  process.exit(1);
}
const mockPort = Number(process.env.MOCK_PORT) || 4000;
const sitePort = Number(process.env.PREVIEW_PORT) || 4173;
let hasNginx = true;
try {
  nginxPath();
} catch (error) {
  hasNginx = false;
  console.warn(`${(error as Error).message}\n→ serving web/dist from the fake API instead (--serve-web).\n`);
}

const stops: (() => Promise<void>)[] = [];
if (hasNginx) {
  const site = `http://localhost:${sitePort}`;
  const mock = await startMock({ port: mockPort, env: { WEB_URL: site } });
  stops.push(mock.stop);
  const nginx = await startNginx({
    port: sitePort,
    PORTAL_ROOT: dist,
    PORTAL_API_UPSTREAM: `http://127.0.0.1:${mockPort}`,
    PORTAL_API_ORIGIN: '',
    PORTAL_PAYMENT_ORIGIN: mock.url,
  });
  stops.unshift(nginx.stop);
  console.log(`web/dist through deploy/nginx.conf: ${site} (fake API behind /api/: ${mock.url})`);
} else {
  const mock = await startMock({ port: mockPort, webDist: dist });
  stops.push(mock.stop);
  console.log(`web/dist from the fake API: ${mock.url}`);
}
console.log('Ctrl-C stops it.');
const stop = async () => {
  for (const s of stops) await s();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
