import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: pure code and the fake API run in Node; React components run in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['web/src/domain/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
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
        },
      },
    ],
  },
});
