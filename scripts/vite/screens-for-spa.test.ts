import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutBuildFields } from './screens-for-spa';

const LIST = fs.readFileSync('web/src/app/screens.ts', 'utf8');

describe("the SPA's copy of the screens' list", () => {
  const spa = withoutBuildFields(LIST);
  // In the list itself, not in the types above it.
  const entries = (source: string, field: string) =>
    source.slice(source.indexOf('export const SCREENS')).match(new RegExp(`^\\s+${field}: (?![A-Z])`, 'gm'))
      ?.length ?? 0;

  it('keeps what the router reads', () => {
    for (const field of ['path', 'page', 'layout']) expect(entries(spa, field)).toBe(entries(LIST, field));
    expect(entries(spa, 'reads')).toBe(entries(LIST, 'reads'));
  });

  it('drops what only the build reads, and still compiles', () => {
    for (const field of ['budget', 'visit', 'prerender', 'prefetchedFrom', 'forbidden'])
      expect(entries(spa, field), field).toBe(0);
    const { diagnostics } = ts.transpileModule(spa, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
  });
});
