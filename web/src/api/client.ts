// The one request helper (SPEC §7). Every call of the SPA goes through `request`, which parses the
// answer with the call's schema before any screen sees it (tolerant where real backends vary and the
// meaning is plain, strict otherwise: see contract/tolerant.ts). SWR hooks use `reader`, which throws
// so that screens get an `error` to show with a retry.
import type * as z from 'zod/mini';
import { judge, parseBody, validationBody, type ValidationBody } from './contract';
import { reportDrift } from './contract-report';
import { closeSession, getToken } from '../session/session';
import { takeEarlyRead } from '../boot/handover';
import { yieldToMain } from '../components/yield-to-main';
import { apiUrl, notServedBefore, rememberNotServed, saysNotServed } from './served-paths';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Payload = Record<string, unknown> | FormData;

/** A call's outcome: the parsed body when `ok`; otherwise what the failure left to show. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; validations: null; unreadable?: undefined }
  | {
      ok: false;
      /** 0 when the network failed */
      status: number;
      /** "empty result" on any failure */
      data: undefined;
      /** The body of a 400, 422 or 500 answer; null for any other failure. */
      validations: ValidationBody | null;
      /** A 2xx whose body is not the contract's (HTML from a static host, `{}`, a field missing). */
      unreadable?: boolean;
      /**
       * A call SPEC §7 does not show, which this API does not serve (404, 405 or 501): the screen
       * does without it ('not available here'), it does not blame the member's connection.
       */
      notServed?: boolean;
    };

const VALIDATION_STATUSES = new Set([400, 422, 500]);

/** Per path, the service worker's mark on the last answer when it was a kept copy, else null. */
export const savedAt: Record<string, string | null> = {};

export { apiUrl };

let unauthorizedHandler: () => void = () => window.location.assign('/');
/** The router installs a client-side navigation to `/` here; the default reloads at `/`. */
export const setUnauthorizedHandler = (handler: () => void) => {
  unauthorizedHandler = handler;
};

/** GET payloads go as a query string: empty and null dropped, arrays repeat the key. */
export function toQuery(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined && v !== '') params.append(key, String(v));
  }
  const q = params.toString();
  return q ? `?${q}` : '';
}

export interface RequestOptions {
  /** A token to use instead of the session's (login fetches the user before the session exists). */
  token?: string;
  /**
   * A call SPEC §7 does not show (endpoints.ts `unshown`): `remember`, a 404, 405 or 501 means this
   * API has no such call, not asked again until the member's session ends; `once`, the same for
   * this request only (a lookup by parameter, whose 404 may be about the parameter; the logout,
   * which must always be sent).
   */
  unshown?: 'remember' | 'once';
}

/** The body, parsed; `CUT` when it never arrived whole (the connection dropped, the page was left). */
const CUT = Symbol('body cut short');
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return CUT;
  }
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined; // HTML from a static host, a proxy's error page: not an answer of the API
  }
}

export async function request<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  schema: S,
  payload?: Payload,
  options: RequestOptions = {},
): Promise<ApiResult<z.output<S>>> {
  // A call this API answered 'no such path' earlier in the session is not asked again.
  if (options.unshown === 'remember' && notServedBefore(method, path))
    return { ok: false, status: 404, data: undefined, validations: null, notServed: true };
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let url = apiUrl(path);
  let body: BodyInit | undefined;
  if (method === 'GET') {
    if (payload && !(payload instanceof FormData)) url += toQuery(payload);
  } else if (payload instanceof FormData) {
    body = payload; // the browser sets the multipart boundary
  } else if (payload) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  let response: Response;
  // A read the page's boot script already started, for this URL and token: its answer, else a
  // request of our own (also when that one failed: the network may be back).
  const early = method === 'GET' ? takeEarlyRead(url, token ?? null) : undefined;
  try {
    response = await (early?.catch(() => fetch(url, { method, headers })) ??
      fetch(url, { method, headers, body }));
  } catch {
    return { ok: false, status: 0, data: undefined, validations: null };
  }
  // A copy the service worker kept is not the API's answer: the credential says how old it is
  // (features/credential/saved-copy.ts). In every screen's first load, so kept to one line.
  savedAt[path] = response.headers.get('X-Saved-At');
  const json = await readJson(response);
  // A body cut short is the connection's failure, not the API's answer: no drift to report.
  if (json === CUT) return { ok: false, status: 0, data: undefined, validations: null };
  if (response.ok) {
    // An answer at hand when asked for (a read the boot script started) resolves within the task
    // that asked, the router's start on a screen opened cold: its parse, the first use of zod's
    // code, is a task of its own, which lets a tap or a paint through in between. Any other answer
    // arrives in a task of its own already.
    if (early) await yieldToMain();
    const verdict = judge(schema, json);
    // a drift the member does not see is still the club's to know (VITE_CONTRACT_REPORT_URL)
    if (verdict.kind !== 'conforms') reportDrift(method, path, verdict.kind, schema, json);
    if (verdict.kind !== 'breaking')
      return { ok: true, status: response.status, data: verdict.value, validations: null };
    if (import.meta.env.DEV) console.warn(`Respuesta fuera de contrato: ${method} ${path}`, json);
    return { ok: false, status: response.status, data: undefined, validations: null, unreadable: true };
  }
  if (options.unshown && saysNotServed(response.status)) {
    if (options.unshown === 'remember') rememberNotServed(method, path);
    return { ok: false, status: response.status, data: undefined, validations: null, notServed: true };
  }
  if (response.status === 401 && token) {
    closeSession('expired');
    unauthorizedHandler();
  }
  const validations = VALIDATION_STATUSES.has(response.status)
    ? (parseBody(validationBody, json) ?? {})
    : null;
  return { ok: false, status: response.status, data: undefined, validations };
}

/** A refusal because of who the member is (estado, permissions), not of the network. */
export const FORBIDDEN =
  'Tu cuenta no tiene permiso para hacer esto. Si crees que es un error, escríbenos a socios@example.cl.';

/**
 * What a screen says when a request failed. A 403 says the account may not do it; a refusal the
 * server explains (400/422) keeps the
 * server's message; with no answer (status 0), a broken server (5xx, whose body is an internal
 * text such as Laravel's 'Server Error') or an unreadable answer, the screen's own Spanish text
 * with what to do next.
 */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  if (result.status === 403) return FORBIDDEN;
  if (result.status === 0 || result.status >= 500) return fallback;
  return result.validations?.message ?? fallback;
}

export class ApiError extends Error {
  // Assigned, not a class field: for the floor's Safari 15 (README) the build rewrites class fields
  // into helper functions, bytes more on every first load for this one field.
  declare readonly result: ApiResult<unknown>;
  constructor(result: ApiResult<unknown>) {
    super(result.validations?.message ?? `HTTP ${result.status}`);
    this.result = result;
  }
}

export type ReadKey = string | readonly [string, Record<string, unknown>];

/** The URL a read of `key` asks (a reader's request, without its headers). */
export const readUrl = (key: ReadKey) =>
  typeof key === 'string' ? apiUrl(key) : apiUrl(key[0]) + toQuery(key[1]);

/**
 * An SWR fetcher for GET reads answered with `schema`: key is a path or [path, query]; throws ApiError.
 * `whenNotServed` answers instead when the API has no such call (a path SPEC §7 does not show):
 * what the spec's own calls tell, or nothing to show.
 */
export const reader =
  <S extends z.ZodMiniType, F = z.output<S>>(schema: S, whenNotServed?: () => F | Promise<F>) =>
  async (key: ReadKey): Promise<z.output<S> | F> => {
    const [path, query] = typeof key === 'string' ? [key, undefined] : key;
    const result = await request('GET', path, schema, query, whenNotServed ? { unshown: 'remember' } : {});
    if (!result.ok && result.notServed && whenNotServed) return whenNotServed();
    if (!result.ok) throw new ApiError(result);
    return result.data;
  };

/** The same for reads that carry a POST body (the fee quotes `cuotas/valores/accounts*`). */
export const postReader =
  <S extends z.ZodMiniType>(schema: S) =>
  async ([path, body]: readonly [string, Record<string, unknown>]): Promise<z.output<S>> => {
    const result = await request('POST', path, schema, body);
    if (!result.ok) throw new ApiError(result);
    return result.data;
  };
