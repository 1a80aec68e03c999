// The only file that listens. `npm run dev:api` runs it; `npm run demo` adds --serve-web.
import fs from 'node:fs';
import { createApp } from './app';
import { createClock } from './clock';
import { configFromEnv } from './config';
import { answerClientErrorsAsJson } from './http/client-errors';

const serveWeb = process.argv.includes('--serve-web');
const config = configFromEnv(process.env, serveWeb);
fs.mkdirSync(config.uploadsDir, { recursive: true });
// MOCK_NOW starts the clock and it runs from there; MOCK_FREEZE=1 holds it still (the tests).
const clock = createClock(process.env.MOCK_NOW || null, { frozen: process.env.MOCK_FREEZE === '1' });
const app = createApp({ clock, config });
const port = Number(process.env.MOCK_PORT || 4000);

const server = app.listen(port, () => {
  console.log(`[mock] fake club API on http://localhost:${port}/api/ (SPA at ${config.webUrl})`);
  if (config.control) console.log(`[mock] control room: http://localhost:${port}/__mock/outbox`);
});
answerClientErrorsAsJson(server);
// Longer than clients' idle keep-alive (Playwright's request context reuses sockets): the server
// must not close a connection at the moment a client reuses it (a "socket hang up").
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
