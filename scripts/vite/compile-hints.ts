// A Vite plugin: V8's explicit compile hint on the first line of every chunk of the browser's build.
// Chromium (136 and later) then compiles a chunk's functions on the thread that streams it in, not
// one by one on the main thread the first time each is called; other engines read a comment. The
// app's chunks are what a page runs as it starts, and opened cold that lazy compiling was much of
// the hydration's and the first data's long tasks (docs/performance.md, "The first long task").
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint first (where Vite's own preload list would otherwise come before it). */
const withCompileHint = (code: string) => (code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`);

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = withCompileHint(file.code);
      },
    },
  };
}
