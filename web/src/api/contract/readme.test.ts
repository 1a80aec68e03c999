// The README lists every path SPEC §7 does not show, for whoever connects the real API: it must
// not drift from the table the SPA actually uses.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { unshownPaths } from './endpoints';

const README = fs.readFileSync(path.resolve(__dirname, '../../../../README.md'), 'utf8');

describe('README, "Pointing the SPA at the real API"', () => {
  it('lists every call of the contract that SPEC §7 does not show', () => {
    const listed = [...README.matchAll(/^\| `((?:GET|POST|DELETE) [^`]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      unshownPaths()
        .map((u) => u.call)
        .sort(),
    );
  });
});
