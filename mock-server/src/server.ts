// The only file that listens. `npm run dev:api` runs it; `npm run demo` adds --serve-web.
import fs from 'node:fs';
import { createApp } from './app';
import { createClock } from './clock';
import { configFromEnv } from './config';
import { answerClientErrorsAsJson } from './http/client-errors';
import { isLoopback, lanAddress, listenHost, newControlKey } from './http/listen-address';

const serveWeb = process.argv.includes('--serve-web');
const port = Number(process.env.MOCK_PORT || 4000);
const host = listenHost(process.env, process.argv);
const onLan = !isLoopback(host);
const lan = onLan ? lanAddress(host) : null;
// Over the LAN the demo's links (provider return, e-mails) must point where the phone reaches it.
if (lan && serveWeb && !process.env.WEB_URL) process.env.WEB_URL = `http://${lan}:${port}`;
const config = configFromEnv(process.env, serveWeb);
if (onLan && config.control && !config.controlKey) config.controlKey = newControlKey();
fs.mkdirSync(config.uploadsDir, { recursive: true });
// MOCK_NOW starts the clock and it runs from there; MOCK_FREEZE=1 holds it still (the tests).
const clock = createClock(process.env.MOCK_NOW || null, { frozen: process.env.MOCK_FREEZE === '1' });
const app = createApp({ clock, config });

const server = app.listen(port, host, () => {
  console.log(`[mock] fake club API on http://localhost:${port}/api/ (SPA at ${config.webUrl})`);
  if (lan) console.log(`[mock] on the LAN: http://${lan}:${port}/ (listening on ${host})`);
  // Through the SPA's origin (Vite proxies /__mock in `npm run dev`; the demo serves both): 'Entrar
  // como' writes the session into that origin's storage, which the SPA on another port never reads.
  if (config.control) console.log(`[mock] demo console: ${config.webUrl.replace(/\/+$/, '')}/__mock`);
  if (config.controlKey)
    console.log(`[mock] staff key for the console (MOCK_CONTROL_KEY): ${config.controlKey}`);
});
answerClientErrorsAsJson(server);
// Longer than clients' idle keep-alive (Playwright's request context reuses sockets): the server
// must not close a connection at the moment a client reuses it (a "socket hang up").
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
