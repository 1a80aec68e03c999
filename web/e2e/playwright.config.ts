import { defineConfig } from '@playwright/test';
import os from 'node:os';
import { chromiumLaunchOptions } from '../../scripts/browser';
import { TEST_NOW } from '../../test-support';

// The e2e runner (npm run test:e2e) builds the SPA and sets MOCK_WEB_DIST. There is no shared web server: each worker
// starts its own fake API serving that build (web/e2e/fixtures.ts), on a pinned, frozen clock.
export const E2E_NOW = process.env.E2E_NOW ?? TEST_NOW;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Nothing is shared between workers, so tests spread over them one by one (a long file does not
  // hold one worker). The journeys wait on the fake API and the browser much of the time: on a 2-core
  // machine 3 workers finish sooner than 2 (a waiting worker leaves a core to the others); more
  // cores, half of them. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, Math.ceil(os.availableParallelism() / 2)),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // The build registers its service worker (web/sw/service-worker.js) on every page load; each
    // test's new browser context installed it again and precached its files: ~10% of the journeys'
    // browser CPU. Online it changes no answer (navigations network-first, content-hashed files, the
    // credential's reads network-first), so the journeys run without it and the specs about it
    // (credential-offline.spec.ts) allow it.
    serviceWorkers: 'block',
    // The member's system asks for reduced motion: the dialogs, the menu and the toasts then open and
    // close at once (components/light/light.css), so a click never lands on a dialog still zooming in
    // (which hit the mask and cancelled, under load). The keyboard journey and the motion check in
    // payments-oneclick.spec.ts run with motion, as most members have it.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    // CHROME_PATH, an installed Chromium or Chrome, or Playwright's own (scripts/browser.ts).
    launchOptions: chromiumLaunchOptions(),
  },
});
