// `npm run dev:web` starts Vite once the fake API answers its health check (`npm run dev` starts
// both at once, and tsx takes a few seconds to load the API): until then Vite's proxy would print
// a connection-refused error for each request an open tab made. Gives up waiting after 60 s and
// lets Vite start anyway, saying so, so `dev:web` alone (against an API started elsewhere) still works.
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.MOCK_PORT || 4000);
const health = `http://127.0.0.1:${port}/health`;
const WAIT_MS = 60_000;
const STEP_MS = 200;

const answers = () =>
  fetch(health).then(
    (res) => res.ok,
    () => false,
  );

const deadline = Date.now() + WAIT_MS;
let up = await answers();
while (!up && Date.now() < deadline) {
  await sleep(STEP_MS);
  up = await answers();
}
if (!up) console.warn(`[web] the fake API did not answer ${health} within 60 s; starting Vite anyway`);
