import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { designTokens } from './scripts/vite/design-tokens-plugin.ts';

// Node 25+ has a localStorage global of its own (empty without --localstorage-file) that hides
// jsdom's; the flag that turns it off exists from Node 22 on (Node 20 refuses it).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const jsdomStorage = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

// The time limits catch hangs; they do not time tests. A hang is a test that waits for what never
// comes (a promise nobody settles, a server that never answers): it does not end however idle the
// machine is. A slow test ends, only later: on a 2-core machine shared with builds and browsers, a file
// that takes seconds alone takes many times that, and a limit tight enough to time it fails a healthy
// run. So one generous limit for every test and hook in every file (no file sets its own): a hang
// still fails, with its name, instead of holding the run forever; and a test slower than
// slowTestThreshold is named in the report, not failed.
const HANG = 180_000;

// Two projects: pure code and the fake API run in Node; React components run in jsdom.
export default defineConfig({
  // The design tokens' stylesheet is a module the root route imports (web/src/root.tsx).
  plugins: [react(), designTokens()],
  test: {
    testTimeout: HANG,
    hookTimeout: HANG,
    // Closing the workers and servers at the end is a hook like any other.
    teardownTimeout: HANG,
    slowTestThreshold: 10_000,
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine, idle
    // while a component test waits on its in-process fake API or a screen's own timer (the photo
    // step's wait, the demo badge's quiet second). Three keep both cores busy through those waits.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['web/src/domain/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The boot script's test runs in jsdom (its own file's environment) and reads the session
          // from local storage: jsdom's, not Node's.
          execArgv: jsdomStorage,
          // Files in a worker share loaded modules (Express, zod, the contract) instead of loading
          // them again for each file: each builds its own app and store with makeApp(), so nothing
          // else is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['web/src/domain/**'],
          setupFiles: ['web/src/test/setup.ts'],
          execArgv: jsdomStorage,
          // Files in a worker share the loaded modules (React, the router) instead of loading
          // them again for each of ~50 files; setup.ts resets what tests change (DOM, storage,
          // session, fetch) after every test.
          isolate: false,
        },
      },
    ],
  },
});
