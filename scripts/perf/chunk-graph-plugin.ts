// A Vite plugin that writes `.vite/chunks.json` next to the build: every JS chunk with the source
// modules inside it and the chunks it imports dynamically, what React Router's manifest does not
// say (scripts/perf/manifest.ts): which code rides along with /login, and what the entry imports
// later (the worker's registration, which an offline start needs too), and the workers a chunk
// starts (the credential's QR).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface ChunkInfo {
  fileName: string;
  dynamicImports: string[];
  /** The workers it starts (`new Worker(new URL(…))`: Vite builds each into a script of its own). */
  workers: string[];
  modules: string[];
}

/** A bundle's JS chunks as the chunk graph lists them. */
function chunksOf(bundle: Rolldown.OutputBundle): ChunkInfo[] {
  const scripts = Object.values(bundle).filter((out) => out.type === 'asset' && out.fileName.endsWith('.js'));
  return Object.values(bundle).flatMap((out) =>
    out.type === 'chunk'
      ? [
          {
            fileName: out.fileName,
            dynamicImports: out.dynamicImports,
            workers: scripts.filter((s) => out.code.includes(s.fileName)).map((s) => s.fileName),
            modules: Object.keys(out.modules),
          },
        ]
      : [],
  );
}

export function chunkGraph(): Plugin {
  return {
    name: 'portal-socios-chunk-graph',
    apply: 'build',
    // The browser's chunks only: React Router's pre-render (the server environment) writes a bundle
    // of its own, whose chunk list must not stand in for the browser's.
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own hooks: it drops the chunks that held only CSS, which the browser never fetches.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: '.vite/chunks.json',
          source: JSON.stringify(chunksOf(bundle), null, 1),
        });
      },
    },
  };
}

/** The chunk graph a build wrote (see chunkGraph), by file. */
export function readChunks(dist: string): Map<string, ChunkInfo> {
  const chunks = JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8')) as ChunkInfo[];
  return new Map(chunks.map((c) => [c.fileName, c]));
}
