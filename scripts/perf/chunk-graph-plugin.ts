// A Vite plugin that writes `.vite/chunks.json` next to the build: every JS chunk with its static
// imports and the source modules inside it, so the bundle budget can follow what /login loads.
import type { Plugin } from 'vite';

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

export function chunkGraph(): Plugin {
  return {
    name: 'portal-socios-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          fileName: out.fileName,
          isEntry: out.isEntry,
          facadeModuleId: out.facadeModuleId,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: Object.keys(out.modules),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
