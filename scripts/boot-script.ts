// The pre-rendered pages' boot script (web/src/boot/paint-first.ts), compiled for the browsers the
// site supports (ES2017, a classic script) and minified, written once per build as
// assets/boot-<hash>.js: one file every pre-rendered page names.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { minifySync } from 'vite';

// From the project's root, as the build runs.
const SOURCE = 'web/src/boot/paint-first.ts';

/** The boot script's code as the browser gets it. */
export function bootScript(): string {
  const { outputText } = ts.transpileModule(fs.readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None, removeComments: true },
  });
  // The minifier's target too: at its default it would write newer syntax back (`??`, `?.`).
  const { code, errors } = minifySync('paint-first.js', outputText, { compress: { target: 'es2017' } });
  if (errors.length) throw new Error(`boot script: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** Writes the boot script into a build; returns its URL. */
export function writeBootScript(outDir: string): string {
  const code = bootScript();
  const name = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, name), code);
  return `/${name}`;
}
