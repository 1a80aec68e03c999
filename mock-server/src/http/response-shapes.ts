// MOCK_SHAPES: the fake API answers the way another backend would, so the SPA's tolerance is tried
// on every screen (ARCHITECTURE §3): `strings` sends every number as text (PHP/Laravel); `nulls`
// sends empty lists and empty texts as null; `wrapped` wraps each JSON body in `{ data }` where it
// has none (Laravel API resources); `spec` sends only the fields SPEC §3/§7 names, by the contract's
// own table (web/src/api/contract/spec-fields.ts), and the entities it names without fields in that
// table's strict reading (a payment's `user` as the session user without id, profile data in the
// session user's names, the match list in Match info's): as another team may. Only successful
// answers bend: errors keep the contract's shape.
import type { RequestHandler } from 'express';
import type { MockConfig, Shapes } from '../config';
import { onlyFields, specFieldsOf } from '../../../web/src/api/contract/spec-fields';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function deep(value: unknown, leaf: (v: unknown) => unknown): unknown {
  const mapped = leaf(value);
  if (mapped !== value) return mapped;
  if (Array.isArray(value)) return value.map((v) => deep(v, leaf));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v, leaf)]));
  return value;
}

/** Which call answered: method and path relative to the API base ('/cuotas/valores'). */
export interface Call {
  method: string;
  path: string;
}

/** The body as a backend with that habit would send it. */
export function bend(body: unknown, shapes: Shapes, call?: Call): unknown {
  switch (shapes) {
    case 'strings':
      return deep(body, (v) => (typeof v === 'number' ? String(v) : v));
    case 'nulls':
      return deep(body, (v) => (v === '' || (Array.isArray(v) && v.length === 0) ? null : v));
    case 'wrapped':
      return isObject(body) && 'data' in body ? body : { data: body };
    case 'spec': {
      const fields = call && specFieldsOf(call.method, call.path);
      return fields ? onlyFields(body, fields) : body;
    }
    default:
      return body;
  }
}

/** Read at each answer, so the control room's faults can switch it at run time. */
export function responseShapes(config: MockConfig): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    const call = { method: req.method, path: req.path };
    res.json = (body: unknown) => {
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return json(ok && config.shapes !== 'none' ? bend(body, config.shapes, call) : body);
    };
    next();
  };
}
