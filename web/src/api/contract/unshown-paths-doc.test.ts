// docs/real-api.md lists every path the club's specification does not show, for whoever connects the
// real API: it must not drift from the table the SPA actually uses.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { unshownPaths } from './endpoints';

const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/real-api.md'), 'utf8');

describe('docs/real-api.md, the paths the specification does not show', () => {
  it('lists every call of the contract that the specification does not show', () => {
    const listed = [...doc.matchAll(/^\| `((?:GET|POST|DELETE) [^`]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      unshownPaths()
        .map((u) => u.call)
        .sort(),
    );
  });
});
