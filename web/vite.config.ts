import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkGraph } from '../scripts/perf/chunk-graph-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in web/; in dev, /api goes to the fake API so the app runs with no network.
export default defineConfig({
  root,
  plugins: [react(), chunkGraph()],
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  server: {
    port: 5173,
    strictPort: true,
    // The fake card provider's pages and the control room live on the mock too.
    proxy: Object.fromEntries(
      ['/api', '/webpay', '/__mock'].map((p) => [p, `http://localhost:${process.env.MOCK_PORT ?? 4000}`]),
    ),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The light form pieces the login shares with the other public screens, in one chunk:
          // as four files of ~0.3 KB each, gzip's per-file cost pushed /login past its budget.
          groups: [
            {
              name: 'light-form',
              test: /\/(components\/light\/(light-submit|light-field|light-field-item|use-hydrated)|features\/auth\/components\/(public-links|rut-login-field))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
