// The endpoint modules (web/src/features/*/api, web/src/api/shared, the session's calls) take each
// call's path and schema from the table in endpoints.ts; a path written again by hand would drift
// from the table the openapi document, the contract check and the fake API's tests read.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from './endpoints';

const SRC = path.resolve(__dirname, '../..');

function callers(): string[] {
  const files = fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' });
  return files.filter(
    (file) =>
      /(^|\/)(api\/shared|features\/[^/]+\/api|session)\/[^/]+\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file),
  );
}

describe('endpoint modules', () => {
  it('write no path of the contract by hand: they read it from endpoints.ts', () => {
    const paths = [...new Set(Object.values(endpoints).map((e) => e.path.replace(/\/?\{.*$/, '')))];
    const handWritten = callers().flatMap((file) => {
      const code = fs
        .readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join('\n');
      return paths.filter((p) => new RegExp(`['\`]${p}(['\`/$])`).test(code)).map((p) => `${file}: ${p}`);
    });
    expect(callers().length).toBeGreaterThan(30);
    expect(handWritten).toEqual([]);
  });
});
