// Keys that could reach an object's prototype (`__proto__`, `constructor`, `prototype`), anywhere
// in a body or query string, and absurdly deep nesting are refused before any route sees them.
// Every route's schema is strict as well; this guard also covers the ones that tolerate extra
// fields (the provider's returns) and keeps a future change of query parser from opening a hole.
import type { RequestHandler } from 'express';
import { AppError, type FieldErrors } from './errors';
import { UNKNOWN_FIELD } from './validate';

export const HOSTILE_KEY = 'La solicitud contiene campos no permitidos.';
export const TOO_DEEP = 'La solicitud tiene demasiados niveles de anidación.';
/** No form of the portal nests deeper than 3; 16 leaves room and bounds the work. */
export const MAX_DEPTH = 16;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
// 'a[__proto__][x]' or 'a.constructor' mean the same to bracket-style parsers (qs, append-field).
const isForbidden = (key: string) => key.split(/[[\].]/).some((segment) => FORBIDDEN.has(segment));

export type Problem = { kind: 'key'; path: string } | { kind: 'depth'; path: string };

/**
 * The first forbidden key or over-deep spot in a parsed value, walked without recursion. Paths are
 * named as the form names its fields ('rut', 'accounts[0]'); the part itself is `root`.
 */
export function findProblem(value: unknown, root: string): Problem | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_DEPTH) return { kind: 'depth', path: path || root };
    const isArray = Array.isArray(v);
    for (const key of Object.keys(v)) {
      const child = isArray ? `${path || root}[${key}]` : path ? `${path}.${key}` : key;
      if (!isArray && isForbidden(key)) return { kind: 'key', path: child };
      stack.push({ v: (v as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return null;
}

export function hostileInputError(p: Problem): AppError {
  const errors: FieldErrors = Object.fromEntries([[p.path, [p.kind === 'key' ? UNKNOWN_FIELD : TOO_DEEP]]]);
  return new AppError(400, p.kind === 'key' ? HOSTILE_KEY : TOO_DEEP, errors);
}

/** Throws the 400 for a request whose query or body carries a forbidden key or nests too deep. */
export function assertNoHostileInput(query: unknown, body: unknown): void {
  const problem = findProblem(query, 'query') ?? findProblem(body, 'body');
  if (problem) throw hostileInputError(problem);
}

/** App-wide, right after the body parsers. (Multipart fields are checked by the upload route.) */
export const refuseHostileInput: RequestHandler = (req, _res, next) => {
  assertNoHostileInput(req.query, req.body);
  next();
};
