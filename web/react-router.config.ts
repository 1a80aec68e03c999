// React Router's framework mode, SPA mode: no server renders at request time. The build pre-renders
// the public screens (hydrated) and the member screens' frames (each screen's HydrateFallback inside
// the member's shell); every other path gets the SPA fallback page.
import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/app/prerendered';

export default {
  appDirectory: 'src',
  // scripts/build-web.ts builds into a folder of its own, then lays it out as the servers serve it.
  buildDirectory: process.env.PORTAL_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
