// The light screens (screens.ts: kit 'light') ship no antd: their page, and for a member screen the
// member's shell, import none of it, not even through another module of web/src. Static imports
// only, as they decide a screen's first load; what a light screen loads later (a dialog) may use
// antd. `npm run test:budget` checks the same in the build's chunks; this finds it before a build.
// (eslint.config.js forbids antd in the light kit's own files.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens';

// Tests run from the project's root.
const SRC = path.resolve('web/src');
const ANTD = /^(antd|@ant-design\/|@rc-component\/)/;
// `import … from '…'`, `import '…'` and `export … from '…'`; not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolve = (from: string, specifier: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => path.resolve(path.dirname(from), specifier) + ending)
    .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));

/** The chain of modules from `file` to an antd import, if there is one. */
function antdChain(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (ANTD.test(specifier!)) return [path.relative(SRC, file), specifier!];
    const next = specifier!.startsWith('.') ? resolve(file, specifier!) : undefined;
    const chain = next && antdChain(next, seen);
    if (chain) return [path.relative(SRC, file), ...chain];
  }
  return undefined;
}

describe('the light screens', () => {
  const light = SCREENS.filter((s) => s.kit === 'light');

  it.each(light.map((s) => [s.path, s]))('%s imports no antd', (_, screen) => {
    const starts = [`${screen.page}.tsx`, ...(screen.layout === 'member' ? ['layout/app-layout.tsx'] : [])];
    for (const start of starts) expect(antdChain(path.join(SRC, start)), start).toBeUndefined();
  });

  it('finds antd through another module', () => {
    expect(antdChain(path.join(SRC, 'app/antd-root.tsx'))).toBeDefined();
    // A page whose only antd comes through a component it imports (made up here, so the check does
    // not depend on which screens are still antd).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'light-screens-'));
    try {
      fs.writeFileSync(path.join(dir, 'page.tsx'), "import { Box } from './box';\nexport default Box;\n");
      fs.writeFileSync(path.join(dir, 'box.tsx'), "import { Card } from 'antd';\nexport const Box = Card;\n");
      const chain = antdChain(path.join(dir, 'page.tsx'));
      expect(chain).toHaveLength(3);
      expect(chain?.at(-1)).toMatch(ANTD);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
