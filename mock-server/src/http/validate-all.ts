// parse() stops at the schema; forms also have rules across fields (e-mail typed twice, passwords
// that must match, RUT already registered). Running both and merging means a member sees every bad
// field of the form in one answer instead of fixing them one round-trip at a time.
import type { z } from 'zod';
import { parse } from './validate';
import { AppError, validationError, type FieldErrors } from './errors';

export type RawBody = Record<string, unknown>;

const asObject = (input: unknown): RawBody =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as RawBody) : {};

export function parseAll<S extends z.ZodType>(
  schema: S,
  input: unknown,
  checks: (raw: RawBody) => FieldErrors,
): z.infer<S> {
  const extra = checks(asObject(input));
  let data: z.infer<S>;
  try {
    data = parse(schema, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 422 || !err.errors) throw err;
    // The schema's own message for a field wins: it describes the more basic problem.
    throw validationError({ ...extra, ...err.errors }, err.message);
  }
  if (Object.keys(extra).length) throw validationError(extra);
  return data;
}

/** Trimmed text of a raw field, '' for anything that is not a string or number. */
export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
