// One zod schema per request: the body (or query) is parsed, unknown fields are refused, and a
// failure becomes a 422 with one Spanish message per field.
import { z } from 'zod';
import { validationError, type FieldErrors } from './errors';

// Messages zod writes itself (wrong types, unknown keys) come out in Spanish too.
z.config(z.locales.es());

export const UNKNOWN_FIELD = 'Campo no permitido.';

/**
 * Zod's complaints → `{ field: [messages] }`. Field names come from the client (unknown keys), so the
 * messages are collected in a Map: a key like `__proto__` or `toString` must never reach a plain
 * object's prototype. `skip` drops leading path segments (the request part: body, query, params).
 */
export function fieldErrors(complaints: readonly z.core.$ZodIssue[], skip = 0): FieldErrors {
  const byField = new Map<string, string[]>();
  const add = (field: string, text: string) => {
    const list = byField.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    byField.set(field, list);
  };
  for (const complaint of complaints) {
    // The field as the form names it; a request part that is wrong as a whole keeps its own name.
    const path = complaint.path.length > skip ? complaint.path.slice(skip) : complaint.path;
    const field = path.length ? path.map(String).join('.') : 'body';
    if (complaint.code === 'unrecognized_keys') for (const key of complaint.keys) add(key, UNKNOWN_FIELD);
    else add(field, complaint.message);
  }
  return Object.fromEntries(byField); // own data properties, even for '__proto__'
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error.issues));
}
