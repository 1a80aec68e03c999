// The contract document and the server must not drift: every route mounted under /api is listed
// in mock-server/openapi.yaml and every listed path is mounted, each with an example.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { mountedRoutes as walkRoutes } from './test/routes';

const DOC = path.resolve(__dirname, '../openapi.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** 'METHOD /path/{param}' for every route of the routers apiRouters builds. */
const mountedRoutes = () => new Set(walkRoutes().map((r) => r.operation));

/**
 * The document's operations, read from its layout (paths at 2 spaces, methods at 4) rather than by a
 * YAML library: the project has none and prettier keeps this layout stable.
 */
function documentedOperations(): Map<string, string> {
  const lines = fs.readFileSync(DOC, 'utf8').split('\n');
  const ops = new Map<string, string>();
  let inPaths = false;
  let current = '';
  let op = '';
  for (const line of lines) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    const p = /^ {2}['"]?(\/[^'":]*)['"]?:\s*$/.exec(line);
    if (p) current = p[1]!;
    const m = /^ {4}(\w+):\s*$/.exec(line);
    if (m && METHODS.includes(m[1]!)) {
      op = `${m[1]!.toUpperCase()} ${current}`;
      ops.set(op, '');
    } else if (/^ {0,4}\S/.test(line)) op = '';
    else if (op) ops.set(op, ops.get(op) + line + '\n');
  }
  return ops;
}

describe('mock-server/openapi.yaml', () => {
  it('lists exactly the routes the server mounts under /api', () => {
    const mounted = [...mountedRoutes()].sort();
    const documented = [...documentedOperations().keys()].sort();
    expect(mounted.length).toBeGreaterThan(30);
    expect(documented).toEqual(mounted);
  });

  it('gives every operation a response and an example', () => {
    for (const [operation, body] of documentedOperations()) {
      expect(body, operation).toMatch(/^ {6}responses:/m);
      expect(body, operation).toMatch(/example/);
    }
  });

  it('declares bearer auth on member endpoints (spot checks)', () => {
    const ops = documentedOperations();
    expect(ops.get('GET /socios/profile')).toMatch(/bearerAuth/);
    expect(ops.get('GET /cuotas/valores')).toMatch(/bearerAuth/);
    expect(ops.get('POST /socios/login')).not.toMatch(/bearerAuth/);
  });
});
