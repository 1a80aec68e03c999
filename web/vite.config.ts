import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkGraph } from '../scripts/perf/chunk-graph-plugin.ts';
import { screensForSpa } from '../scripts/vite/screens-for-spa.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in web/; in dev, /api goes to the fake API so the app runs with no network.
export default defineConfig({
  root,
  plugins: [screensForSpa(), react(), chunkGraph()],
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
    // Vite's default: a lazily loaded screen's chunk and the chunks it imports are requested at once
    // (`<link rel="modulepreload">` added when the screen is asked for), not each after the one that
    // names it: opened cold from a link, /pago/cuota's code otherwise came in three waves after the
    // framework, a round trip each on a phone.
    //
    // Small chunks stay files. Served over HTTP/2 (deploy/nginx.conf) their number costs no round
    // trips; inlining them into the chunks that use them (rolldown's experimentalInlineCommonChunks)
    // paid only over HTTP/1.1, and its module wrappers cost every first load ~2.7 KB and the login
    // 100 ms of blocking time (docs/decisions/cold-link-member-screens.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The light form pieces the login shares with the other public screens, in one chunk:
          // as four files of ~0.3 KB each, gzip's per-file cost pushed /login past its budget.
          groups: [
            {
              // React DOM, the router and SWR in one file, run first by the entry (web/src/main.tsx):
              // compressed together they cost every first load less than in separate chunks.
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|cookie|set-cookie-parser)\/|\/@babel\/runtime\/helpers\/esm\/extends\.js$/,
            },
            {
              // What nearly every screen's first load runs besides the framework: the request helper,
              // the contract it parses by (zod), the session, RUT formatting and the form validators.
              // Small files of their own cost the login more bytes than inside one chunk.
              name: 'core',
              test: /\/(node_modules\/zod\/|web\/src\/(api\/client|api\/contract\/(?!index)\w+|session\/(storage|session|offline-copy)|domain\/rut|components\/form\/validators)\.ts$)/,
            },
            {
              name: 'light-form',
              test: /\/(components\/light\/(light-submit|light-field|light-field-item|use-hydrated)|features\/auth\/(components\/(public-links|rut-login-field)|pages\/login-page))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
