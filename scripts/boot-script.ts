// The pre-rendered pages' boot script (web/src/boot/paint-first.ts), bundled for the browsers the
// site supports (ES2017, a classic script) and minified, written once per build as
// assets/boot-<hash>.js: one file every pre-rendered page names. It reads the session through
// web/src/session/storage.ts; of that module it takes only what it uses (the key and the decoding),
// not the contract's parser the rest of the module imports: the app's modules set nothing up when
// imported, so a module none of whose exports is used is left out (`moduleSideEffects: false`).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

// From the project's root, as the build runs.
const SOURCE = 'web/src/boot/paint-first.ts';

/** The boot script's code as the browser gets it. */
export async function bootScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2017',
      minify: true,
      lib: { entry: path.resolve(SOURCE), formats: ['iife'], name: 'paintFirst', fileName: 'boot' },
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code;
}

/** Writes the boot script into a build; returns its URL. */
export async function writeBootScript(outDir: string): Promise<string> {
  const code = await bootScript();
  const name = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, name), code);
  return `/${name}`;
}
