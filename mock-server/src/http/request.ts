// One strict zod schema per request: path parameters, query string and body together, so a route
// states everything it accepts in one place and anything else (an unknown field in the body, a
// stray query parameter) is a 422 in the contract's shape. Field errors keep the form's names
// ('rut', not 'body.rut'); a part that is wrong as a whole is named after it ('body', 'query').
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { validationError, type FieldErrors } from './errors';
import { fieldErrors } from './validate';
import { assertNoHostileInput } from './hostile-input';

export const nothing = z.strictObject({});
type Nothing = typeof nothing;

export type RawBody = Record<string, unknown>;

export function requestSchema<
  P extends z.ZodType = Nothing,
  Q extends z.ZodType = Nothing,
  B extends z.ZodType = Nothing,
>(parts: { params?: P; query?: Q; body?: B }) {
  return z.strictObject({
    params: (parts.params ?? nothing) as P,
    query: (parts.query ?? nothing) as Q,
    body: (parts.body ?? nothing) as B,
  });
}

const asObject = (input: unknown): RawBody =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as RawBody) : {};

/**
 * Parses the request against its schema. `checks` are the form's rules across fields or against
 * the store (e-mail typed twice, RUT already registered); they run on the raw body and their
 * errors are reported together with the schema's, so a member sees every bad field at once.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  req: Request,
  checks?: (raw: RawBody) => FieldErrors,
): z.infer<S> {
  const body: unknown = req.body ?? {};
  assertNoHostileInput(req.query, body); // multipart fields arrive after the app-wide guard
  const extra = checks ? checks(asObject(body)) : {};
  const result = schema.safeParse({ params: req.params ?? {}, query: req.query ?? {}, body });
  // The schema's own message for a field wins: it describes the more basic problem.
  if (!result.success) throw validationError({ ...extra, ...fieldErrors(result.error.issues, 1) });
  if (Object.keys(extra).length) throw validationError(extra);
  return result.data;
}

/** For routes that take no input at all: any body field or query parameter is refused. */
export const noInput: RequestHandler = (req, _res, next) => {
  parseRequest(requestSchema({}), req);
  next();
};

/**
 * The number in a raw field, NaN for anything that is not a string or number (`Number()` of an
 * object calls its toString/valueOf, which a hostile body can make throw: a 500).
 */
export const numeric = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;

/** Trimmed text of a raw field, '' for anything that is not a string or number. */
export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
