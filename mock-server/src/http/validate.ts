// One zod schema per request: the body (or query) is parsed, unknown fields are refused, and a
// failure becomes a 422 with one Spanish message per field.
import { z } from 'zod';
import { validationError, type FieldErrors } from './errors';

// Messages zod writes itself (wrong types, unknown keys) come out in Spanish too.
z.config(z.locales.es());

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [field];
    for (const key of keys) {
      const text = issue.code === 'unrecognized_keys' ? 'Campo no permitido.' : issue.message;
      const list = (errors[key] ??= []);
      if (!list.includes(text)) list.push(text);
    }
  }
  throw validationError(errors);
}
