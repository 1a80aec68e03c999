// The pre-rendered pages' boot script (web/src/boot/paint-first.ts), bundled as a classic ES2017
// script, minified, written once per build as assets/boot-<hash>.js. Of the modules it imports it
// takes only what it uses, not the contract's parser (the app's modules set nothing up when imported).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** The boot script's code as the browser gets it. */
export async function bootScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2017',
      minify: true,
      lib: { entry: path.resolve('web/src/boot/paint-first.ts'), formats: ['iife'], name: 'paintFirst' },
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
