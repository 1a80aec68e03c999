// Every extension of the contract (fields beyond SPEC §3/§7, marked with `extension` in wire.ts),
// found by walking each call's answer: docs/api-extensions.md lists them for the club's API team,
// and its test keeps the two in step.
import './jitless';
import { z } from 'zod';
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

const descriptionOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.description;

function walk(schema: z.ZodType, at: string, found: (field: string, without: string) => void): void {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return walk(schema.unwrap() as z.ZodType, at, found);
  if (schema instanceof z.ZodPipe) return walk(schema.out as z.ZodType, at, found);
  if (schema instanceof z.ZodArray) return walk(schema.element as z.ZodType, `${at}[]`, found);
  if (schema instanceof z.ZodRecord) return walk(schema.valueType as z.ZodType, `${at}{}`, found);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) walk(option as z.ZodType, at, found);
    return;
  }
  if (!(schema instanceof z.ZodObject)) return;
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
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
