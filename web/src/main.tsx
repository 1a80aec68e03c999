// The entry: React DOM, then the router and the app (app/start.tsx) through a dynamic import.
// Evaluated as one static graph, they held a mid-range phone's main thread in one long task before
// the first render (Lighthouse's Total Blocking Time on every member screen); split,
// the second part runs as a task of its own and the browser can paint and take input in between.
// Both download in parallel: the build adds a modulepreload hint for the second (scripts/vite/head-hints.ts).
import 'react-dom/client';
import { yieldToMain } from './components/yield-to-main';
// antd's tokens for the club's theme, as the CSS variables every stylesheet reads (first).
import 'virtual:design-tokens.css';
import './app/global.css';
// In the entry (not the login chunk) so the pre-rendered login is styled at first paint.
import './components/light/light.css';

// The contract's schemas (api/contract), which every screen's code imports: built in one go they were
// a long stretch of a phone's main thread inside the start's task; built a few modules at a time,
// each is a task of its own, short enough to let a key or a tap through: zod's code compiled and
// set up apart from the first schemas, and the members' schemas apart from the accounts'. The start
// then finds them built.
const CONTRACT_IN_SLICES = [
  () => import('./api/contract/slices/1-zod'),
  () => import('./api/contract/slices/2-wire'),
  () => import('./api/contract/slices/3-members'),
  () => import('./api/contract/slices/4-accounts'),
  () => import('./api/contract/slices/5-payments'),
  () => import('./api/contract/slices/6-endpoints'),
];

// A task of its own for the start too: when the module is already at hand (cache, service worker)
// the import resolves within the task that evaluated it.
void (async () => {
  for (const build of CONTRACT_IN_SLICES) {
    await build();
    await yieldToMain();
  }
  const { startApp } = await import('./app/start');
  await yieldToMain();
  startApp();
})();
