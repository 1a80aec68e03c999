import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { COMPILE_HINT, compileHints } from './compile-hints';

// A small app built by Vite with the plugin: an entry that imports a module later (so Vite puts its
// preload list at the top of the entry) and starts a worker.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
    'main.js': `import './a.css';
      document.body.onclick = () => import('./later.js').then((m) => m.later());
      new Worker(new URL('./work.js', import.meta.url), { type: 'module' });`,
    'later.js': `import './b.css';\nexport const later = () => document.title = 'later';`,
    'work.js': `addEventListener('message', () => postMessage('done'));`,
    'a.css': 'body { color: red }',
    'b.css': 'p { color: blue }',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compileHints', () => {
  it('puts V8’s compile hint on the first line of every chunk, the entry with its preload list too', async () => {
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints()],
      build: { write: false },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((out) => out.type === 'chunk');
    expect(chunks.map((c) => c.fileName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/index-/), expect.stringMatching(/later-/)]),
    );
    expect(chunks.find((c) => /index-/.test(c.fileName))!.code).toContain('__vite__mapDeps');
    for (const chunk of chunks) expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT);
  });
});
