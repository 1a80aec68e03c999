import { defineConfig, loadEnv } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { fileURLToPath } from 'node:url';
import { chunkGraph } from '../scripts/perf/chunk-graph-plugin.ts';
import { chunkAreas } from '../scripts/vite/chunk-areas.ts';
import { compileHints } from '../scripts/vite/compile-hints.ts';
import { cssLayers } from '../scripts/vite/css-layers.ts';
import { designTokens } from '../scripts/vite/design-tokens-plugin.ts';
import fs from 'node:fs';
import { parsePathMoves, pathsOfOpenapi } from './src/api/contract/api-paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browsers the portal works in: package.json's `browserslist`, its one statement (README). Vite's
 * default target (Safari 16.4) let the CSS minifier write `max-width` queries as ranges
 * (`width<=991px`), which older iPhones ignore: the phone got the desktop sidebar. As esbuild-style
 * targets, the form Vite takes for the JavaScript and, by default, for the CSS minifier (cssTarget).
 */
const browsers = browserslistToEsbuild(undefined, { path: fileURLToPath(new URL('..', import.meta.url)) });

// The SPA lives in web/; in dev, /api goes to the fake API so the app runs with no network.
export default defineConfig(({ mode }) => {
  // VITE_API_PATHS (where the club's API serves the paths SPEC §7 does not show) is checked here, so
  // a key that is no path of the portal's, or a value that drops a placeholder, stops the build.
  const envDir = fileURLToPath(new URL('..', import.meta.url));
  const portalPaths = pathsOfOpenapi(fs.readFileSync(`${envDir}/mock-server/openapi.yaml`, 'utf8'));
  parsePathMoves({ ...loadEnv(mode, envDir, 'VITE_'), ...process.env }.VITE_API_PATHS, portalPaths);
  return config(envDir);
});

const config = (envDir: string) => ({
  root,
  plugins: [designTokens(), cssLayers(), reactRouter(), chunkGraph(), compileHints()],
  envDir,
  server: {
    // WEB_PORT moves it (the fake API reads the same setting for its default WEB_URL).
    port: Number(process.env.WEB_PORT) || 5173,
    strictPort: true,
    // The fake card provider's pages and the control room live on the mock too.
    proxy: Object.fromEntries(
      ['/api', '/webpay', '/__mock'].map((p) => [p, `http://localhost:${process.env.MOCK_PORT ?? 4000}`]),
    ),
  },
  preview: { port: 4173 },
  build: { target: browsers, sourcemap: false },
  // The browser's build only: the pre-render's (server) keeps React Router's own chunking.
  environments: {
    client: {
      build: {
        // Vite's default: a lazily loaded screen's chunk and the chunks it imports are requested at once
        // (`<link rel="modulepreload">` added when the screen is asked for), not each after the one that
        // names it. Opened cold from a link, /pago/cuota's code otherwise came in three waves after the
        // framework, a round trip each on a phone. With the app's shared modules in a few chunks
        // (below), that is a few hints, not the dozens whose insertion once took a long task.
        rolldownOptions: {
          output: {
            // A kit chunk is named by the screens running it (`kit~dues-page~…`, chunk-areas.ts), a
            // name each page's manifest and preloads would carry: its hash names it enough.
            chunkFileNames: (chunk: { name: string }) =>
              chunk.name.startsWith('kit~') ? 'assets/kit-[hash].js' : 'assets/[name]-[hash].js',
            // And its stylesheet, which every page linking it names in its <head>.
            assetFileNames: (asset: { names: string[] }) =>
              asset.names[0]?.startsWith('kit~')
                ? 'assets/kit-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            codeSplitting: {
              // Groups before rolldown's automatic splitting, each taking its modules' imports too;
              // the higher `priority` takes a module first. A member screen opened cold from a link
              // otherwise fetched dozens of files of a few hundred bytes: over HTTP/2 (deploy/nginx.conf)
              // a file costs no round trip, but each is a request on the connection the framework
              // downloads on (docs/decisions/cold-link-member-screens.md).
              groups: [
                {
                  // React DOM and the router in one file, which every page runs first (not SWR: the login
                  // reads nothing, app/reads.tsx): compressed together they cost every first load less.
                  name: 'framework',
                  priority: 20,
                  test: /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\/|\/@babel\/runtime\/helpers\/esm\/extends\.js$/,
                },
                {
                  // What nearly every screen's first load runs besides the framework: the request helper,
                  // the contract it parses by (zod), the session, RUT formatting and the form validators.
                  // Small files of their own cost the login more bytes than inside one chunk.
                  name: 'core',
                  priority: 10,
                  test: /\/(node_modules\/zod\/|web\/src\/(api\/client|api\/contract\/(?!index)(slices\/)?[\w-]+|session\/(storage|session|offline-copy)|domain\/rut|components\/form\/validators)\.ts$)/,
                },
                // The app's small shared modules, by area (scripts/vite/chunk-areas.ts).
                ...chunkAreas(fileURLToPath(new URL('./src/routes.ts', import.meta.url))),
              ],
            },
          },
        },
      },
    },
  },
});
