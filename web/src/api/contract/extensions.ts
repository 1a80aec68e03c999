// Every extension of the contract (fields beyond SPEC §3/§7, marked with `extension` in wire.ts),
// found by walking each call's answer: docs/api-extensions.md lists them for the club's API team,
// and its test keeps the two in step.
import './jitless';
import * as z from 'zod/mini';
import { endpoints, type Endpoint } from './endpoints';
import { EXTENSION_PREFIX } from './wire';

export interface Extension {
  /** 'GET cuotas/valores' */
  call: string;
  /** 'desde', or a nested one: 'history[].receptor', 'accounts{}.months' */
  field: string;
  /** What the portal shows without it. */
  without: string;
}

const descriptionOf = (schema: z.core.$ZodType) => z.globalRegistry.get(schema)?.description;

function walk(schema: z.core.$ZodType, at: string, found: (field: string, without: string) => void): void {
  // by kind: zod/mini has no class per kind to test against
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return walk(def.innerType, at, found);
  if (def.type === 'pipe') return walk(def.out, at, found);
  if (def.type === 'array') return walk(def.element, `${at}[]`, found);
  if (def.type === 'record') return walk(def.valueType, `${at}{}`, found);
  if (def.type === 'union') {
    for (const option of def.options) walk(option, at, found);
    return;
  }
  if (def.type !== 'object') return;
  for (const [name, field] of Object.entries(def.shape)) {
    const path = at ? `${at}.${name}` : name;
    const description = descriptionOf(field);
    if (description?.startsWith(EXTENSION_PREFIX)) found(path, description.slice(EXTENSION_PREFIX.length));
    walk(field, path, found);
  }
}

/** Each extension once per call (a union's branches share their fields). */
export function contractExtensions(): Extension[] {
  const out = new Map<string, Extension>();
  for (const e of Object.values(endpoints as Record<string, Endpoint>)) {
    if (typeof e.response === 'string') continue;
    const call = `${e.method} ${e.path}`;
    walk(e.response, '', (field, without) => out.set(`${call} ${field}`, { call, field, without }));
  }
  return [...out.values()];
}
