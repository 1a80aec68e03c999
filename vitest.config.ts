import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node 25+ has a localStorage global of its own (empty without --localstorage-file) that hides
// jsdom's; the flag that turns it off exists from Node 22 on (Node 20 refuses it).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const jsdomStorage = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

// Two projects: pure code and the fake API run in Node; React components run in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine, idle
    // while a component test waits on its in-process fake API or a screen's own timer (the photo
    // step's 3 s, the demo badge's quiet second). Three keep both cores busy through those waits:
    // 54 s against 59 s with two, on an idle 2-core machine (docs/performance.md).
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
          // Password hashing (scrypt) and property tests are CPU-bound: on a busy 2-core machine a
          // journey of several logins passed 5 s; the limit is there to catch hangs, not to time them.
          // One setting for every file, but scripts/contract-check.test.ts: each of its cases makes
          // whole conformance runs, and its describe says its own, longer limit.
          testTimeout: 30_000,
          // Files in a worker share loaded modules (Express, zod, the contract): each builds its own
          // app and store with makeApp(), so nothing else is shared. 36 s → 21 s for these files.
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
          // A screen rendered in jsdom can take seconds on a busy 2-core machine; 5 s timed out there.
          testTimeout: 30_000, // one setting for every component file: the slowest screens needed 30 s
          // Files in a worker share the loaded modules (React, the router) instead of loading
          // them again for each of ~50 files; setup.ts resets what tests change (DOM, storage,
          // session, fetch) after every test.
          isolate: false,
        },
      },
    ],
  },
});
