// A Vite plugin that writes `.vite/chunks.json` next to the build: every JS chunk with its static
// imports and the source modules inside it, so the bundle budget can follow what /login loads.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** The stylesheets Vite loads with the chunk (it waits for them before running it). */
  css: string[];
}

/** A bundle's JS chunks as the chunk graph lists them. */
export function chunksOf(bundle: Rolldown.OutputBundle): ChunkInfo[] {
  return Object.values(bundle).flatMap((out) =>
    out.type === 'chunk'
      ? [
          {
            fileName: out.fileName,
            isEntry: out.isEntry,
            facadeModuleId: out.facadeModuleId,
            imports: out.imports,
            dynamicImports: out.dynamicImports,
            modules: Object.keys(out.modules),
            css: [...(out.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

export function chunkGraph(): Plugin {
  return {
    name: 'portal-socios-chunk-graph',
    apply: 'build',
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

/** The chunk graph a build wrote (see chunkGraph). */
export function readChunks(dist: string): ChunkInfo[] {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8')) as ChunkInfo[];
}

/** The chunk built from the module whose path ends with `moduleSuffix` (a screen, a layout). */
export function chunkOf(chunks: ChunkInfo[], moduleSuffix: string): ChunkInfo {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!chunk) throw new Error(`no chunk for ${moduleSuffix} in .vite/chunks.json`);
  return chunk;
}

/** Every chunk the browser must fetch to run `roots`: themselves and all they import statically. */
export function staticClosure(chunks: ChunkInfo[], roots: string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The chunks every page runs at boot: the entry's static graph and the steps it imports dynamically
 * (web/src/main.tsx starts the app in steps). The steps are read from every chunk of the entry's
 * graph, not the entry's own file alone: with small common chunks inlined (web/vite.config.ts) the
 * entry file can be a facade that only imports the chunk holding main.tsx.
 */
export function bootChunks(chunks: ChunkInfo[]): { entry: Set<string>; all: Set<string> } {
  const first = chunks.find((c) => c.isEntry);
  if (!first) throw new Error('entry chunk not found in .vite/chunks.json');
  const entry = staticClosure(chunks, [first.fileName]);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const steps = [...entry].flatMap((f) => byFile.get(f)?.dynamicImports ?? []);
  return { entry, all: staticClosure(chunks, [...entry, ...steps]) };
}
