import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { EARLY_READS } from '../boot/handover';
import { consoleErrors } from './console-errors';
import { cleanup, configure } from '@testing-library/react';
import { resetSessionCache } from '../session/session';
import { withNodeMultipart } from './multipart';
import { forgetPreloadedReads } from '../app/preload-reads';
import { forgetDemoHealth } from '../api/shared/get-demo-health';

// findBy…/waitFor wait up to a minute, not Testing Library's 1 s: the first screen a test file renders
// in jsdom loads the page's modules, which takes many times longer on a 2-core machine shared with
// builds and browsers. Like vitest.config.ts's limits, this catches what never shows, it does not time
// what does: a wait ends as soon as its element is there. No test sets a shorter one.
configure({ asyncUtilTimeout: 60_000 });

// The narrow-screen hook and the reduced-motion switch read matchMedia, which jsdom does not
// implement: a test sees a wide screen that asks for no reduced motion unless it says otherwise.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Test files share a worker and its globals (vitest.config.ts: isolate off): each file starts with
// Node's own fetch (a stub a previous file left is dropped), bridged so jsdom uploads reach the fake
// API on every Node line; and with an empty body (the payment screens append hidden forms to it).
const NODE_FETCH = Symbol.for('portal-socios.node-fetch');
const store = globalThis as unknown as Record<symbol, typeof fetch>;
store[NODE_FETCH] ??= globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = withNodeMultipart(store[NODE_FETCH]!);
  document.body.replaceChildren();
});

// React's warnings (two children with one key, state updates outside act, invalid DOM nesting) are
// bugs a user may never see but a test must: any console.error a test did not expect fails it.
beforeEach(() => consoleErrors.start());

afterEach(() => {
  consoleErrors.stop();
  cleanup();
  // Toasts are drawn outside React's tree and stay 5 s (components/light/toast.ts): the next test
  // starts with none open, as its screen would.
  document.querySelectorAll('.l-toast').forEach((host) => host.remove());
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
  // The reads a route loader started (app/preload-reads.ts) stay in one map for the whole page,
  // whatever cache a screen renders with, until a hook of that key takes them: one a test left (the
  // random backend's screens, torn down before their hooks took every read) answered the next file's
  // screen with that test's generated data, the dues screen showed another month.
  forgetPreloadedReads();
  // Each test is a new page load: the fake API's health is asked again (api/shared/get-demo-health.ts).
  forgetDemoHealth();
  // And the boot script's reads a test left (boot/handover.ts): the next file's screen would take them.
  delete (window as unknown as Record<symbol, unknown>)[EARLY_READS];
});
