// The import directions eslint.config.js states (docs/architecture.md), checked through ESLint
// itself: each import below, written in a file at that place, is refused or let through.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const DIRECTIONS = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** Whether `file` may import `target` (a path from the project's root, or a package). */
async function refused(file: string, target: string): Promise<boolean> {
  const relative = path.relative(path.dirname(file), target);
  const specifier = !target.includes('/') ? target : relative.startsWith('.') ? relative : `./${relative}`;
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: path.resolve(file) });
  return result!.messages.some((m) => DIRECTIONS.has(m.ruleId ?? ''));
}

describe('import directions', () => {
  it.each([
    ['web/src/features/auth/pages/x.tsx', 'mock-server/src/app', true],
    ['web/src/test/x.ts', 'mock-server/src/app', false],
    ['mock-server/src/routes/x.ts', 'web/src/domain/fees', false],
    ['mock-server/src/routes/x.ts', 'web/src/api/contract', false],
    ['mock-server/src/routes/x.ts', 'web/src/api/client', true],
    ['web/src/features/payments/pages/x.tsx', 'web/src/features/dashboard/greeting', true],
    ['web/src/features/payments/pages/x.tsx', 'web/src/features/payments/dues-choice', false],
    ['web/src/features/payments/pages/x.tsx', 'web/src/components/page-title', false],
    ['web/src/app/x.tsx', 'web/src/features/payments/pages/dues-page', false],
    [
      'web/src/features/dashboard/components/x.tsx',
      'web/src/features/payments-shared/open-payment-actions',
      false,
    ],
    ['web/src/features/payments-shared/x.tsx', 'web/src/features/payments-shared/provider-post', false],
    ['web/src/features/payments-shared/x.tsx', 'web/src/app/paths', false],
    ['web/src/features/payments-shared/x.tsx', 'web/src/components/button-link', false],
    ['web/src/features/payments-shared/x.tsx', 'web/src/features/payments/dues-choice', true],
    ['web/src/features/payments-shared/x.tsx', 'web/src/app/protected-route', true],
    ['web/src/features/payments-shared/x.tsx', 'web/src/layout/logo', true],
    ['web/src/components/x.tsx', 'web/src/features/payments-shared/provider-post', true],
    ['web/src/layout/x.tsx', 'web/src/features/payments-shared/auto-payment-summary', true],
    ['mock-server/src/domain/x.ts', 'mock-server/src/routes/account', true],
    ['mock-server/src/domain/x.ts', 'mock-server/src/deps', false],
    ['mock-server/src/domain/x.ts', 'mock-server/src/http/errors', false],
    ['mock-server/src/domain/x.ts', 'mock-server/src/http/require-auth', true],
    ['mock-server/src/domain/x.ts', 'mock-server/src/pages/console-frame', true],
    ['mock-server/src/domain/x.ts', 'express', true],
    ['mock-server/src/domain/x.ts', 'node:crypto', false],
    ['mock-server/src/pages/x.ts', 'mock-server/src/domain/associates', false],
    ['mock-server/src/pages/x.ts', 'mock-server/src/routes/account', true],
    ['mock-server/src/routes/x.ts', 'mock-server/src/pages/console-frame', false],
  ])('when %s imports %s, refused is %s', async (file, target, expected) => {
    expect(await refused(file, target)).toBe(expected);
  });
});

describe('import loops', () => {
  it('refuses a module that imports itself back through two others, and lets a one-way chain be', async () => {
    const looping = new ESLint();
    // Three files written where the rule applies (it follows imports on disk): a → b → c, then c → a.
    const dir = path.resolve('web/src/domain');
    const files = ['loop-a.ts', 'loop-b.ts', 'loop-c.ts'].map((f) => path.join(dir, f));
    fs.writeFileSync(files[0]!, "import { b } from './loop-b';\nexport const a = b;\n");
    fs.writeFileSync(files[1]!, "import { c } from './loop-c';\nexport const b = c;\n");
    try {
      fs.writeFileSync(files[2]!, 'export const c = 1;\n');
      const [oneWay] = await looping.lintFiles([files[0]!]);
      expect(oneWay!.messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
      fs.writeFileSync(files[2]!, "import { a } from './loop-a';\nexport const c = a;\n");
      const [loop] = await looping.lintFiles([files[0]!]);
      expect(loop!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      for (const f of files) fs.rmSync(f, { force: true });
    }
  });
});
