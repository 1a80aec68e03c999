// mock-server/openapi.yaml is generated from the contract (npm run openapi) and must not drift from it;
// the contract's table of calls and the routes the fake API mounts under /api are the same set; and
// every JSON example in the document is an answer (or request) the contract's schemas accept.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import { parse } from 'yaml';
import { endpoints, type Endpoint } from '../../web/src/api/contract';
import { OPENAPI_FILE, renderDocument } from '../../scripts/openapi/document';
import { mountedRoutes } from './test/routes';

const table = Object.entries(endpoints as Record<string, Endpoint>);
const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
type Operation = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = parse(committed) as { paths: Record<string, Record<string, Operation>> };

/** What the schema says is wrong, one line each (zod's `error.issues`): empty when it conforms. */
const complaints = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) ?? [];

describe('mock-server/openapi.yaml', () => {
  it('is what `npm run openapi` writes from the contract (run it after changing the schemas)', async () => {
    expect(committed === (await renderDocument()), 'openapi.yaml drifted: run `npm run openapi`').toBe(true);
  });

  it('the contract lists exactly the routes the fake API mounts under /api', () => {
    // app.ts mounts GET /health at the root and under /api, outside the /api routers
    const mounted = [...mountedRoutes().map((r) => r.operation), 'GET /health'].sort();
    const declared = table.map(([, e]) => `${e.method} /${e.path}`).sort();
    expect(mounted.length).toBeGreaterThan(40);
    expect(declared).toEqual(mounted);
  });

  it('names each operation after its call and marks public ones `security: []`', () => {
    for (const [key, e] of table) {
      const op = doc.paths[`/${e.path}`]?.[e.method.toLowerCase()];
      expect(op?.operationId, key).toBe(key);
      // the bearer token first; a few calls add other ways in (the receipt's link and key)
      expect(op?.security?.slice(0, 1), key).toEqual(e.auth ? [{ bearerAuth: [] }] : []);
      expect(op?.['x-unshown'], key).toBe(e.unshown);
    }
  });

  it("every JSON example parses with its call's schemas", () => {
    let checked = 0;
    for (const [key, e] of table) {
      const op = doc.paths[`/${e.path}`]![e.method.toLowerCase()]!;
      const request = op.requestBody?.content?.['application/json']?.example;
      if (request !== undefined && e.request) {
        expect(complaints(e.request.safeParse(request)), `${key} request example`).toEqual([]);
        checked++;
      }
      if (typeof e.response === 'string') continue;
      const success = Object.keys(op.responses).find((c) => c.startsWith('2'))!;
      const example = op.responses[success].content['application/json'].example;
      expect(example, `${key} has no example answer`).toBeDefined();
      expect(complaints(e.response.safeParse(example)), `${key} example answer`).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
