import { build as viteBuild, type Rolldown } from 'vite';

/** The boot script (web/src/boot/paint-first.ts): a classic, minified ES2017 script. */
export async function bootScript(): Promise<string> {
  const lib = { entry: 'web/src/boot/paint-first.ts', formats: ['iife' as const], name: 'paintFirst' };
  const treeshake = { moduleSideEffects: false }; // of the modules it imports, only what it uses
  const options = { write: false, target: 'es2017', minify: true, lib, rolldownOptions: { treeshake } };
  const build = { configFile: false as const, logLevel: 'silent' as const, build: options };
  return ((await viteBuild(build)) as Rolldown.RolldownOutput[])[0]!.output[0].code;
}
