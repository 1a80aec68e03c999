import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser';

// scripts/e2e.ts picks a free port, builds the SPA and sets E2E_PORT; the mock serves both the
// built SPA and the API on that one port, on a pinned clock.
const port = Number(process.env.E2E_PORT ?? 4317);
export const E2E_NOW = process.env.E2E_NOW ?? '2026-11-21T12:00:00-03:00';
const executablePath = chromiumPath();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One worker: every test resets the one fake API, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  webServer: {
    command: 'npx tsx mock-server/src/server.ts --serve-web',
    cwd: '../..',
    url: `http://localhost:${port}/api/socios/total`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      MOCK_PORT: String(port),
      WEB_URL: `http://localhost:${port}`,
      MOCK_NOW: E2E_NOW,
      MOCK_FREEZE: '1',
      MOCK_CONFIRM_DELAY_MS: process.env.MOCK_CONFIRM_DELAY_MS ?? '1500',
      MOCK_LATENCY_MS: process.env.MOCK_LATENCY_MS ?? '0',
      MOCK_FAIL_RATE: process.env.MOCK_FAIL_RATE ?? '0',
      MOCK_CONTROL: '1',
      MOCK_UPLOADS_DIR: '/tmp/portal-socios-e2e-uploads',
      MOCK_WEB_DIST: process.env.MOCK_WEB_DIST ?? '',
    },
  },
});
