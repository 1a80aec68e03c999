// One HTTP call of `contract:check`, and what the report keeps of it: the request as sent (the token
// and the password masked) and the answer (its body cut short), so the API team can replay each issue.
import { endpointPaths, type HttpMethod } from '../../web/src/api/contract/endpoints';
import { movePath, type PathMoves } from '../../web/src/api/contract/api-paths';

export interface Sample {
  request: { method: HttpMethod; url: string; headers: Record<string, string>; body?: unknown };
  answer: { status: number | null; contentType?: string; body?: unknown; problem?: string };
}
export interface Answer {
  status: number | null;
  body?: unknown;
  /** Why the answer is no JSON body (none, empty, HTML…). */
  problem?: string;
  sample: Sample;
}
export interface Target {
  /** The API base, as the SPA's VITE_API_URL: 'https://api.example.cl/api' */
  baseUrl: string;
  timeoutMs?: number;
  /** VITE_API_PATHS, as the SPA was built with it: where this API serves the portal's paths. */
  moves?: PathMoves;
}

const SAMPLE_TEXT = 2000;
const masked = (input: object | undefined) =>
  input && 'password' in input ? { ...input, password: '(the password given)' } : input;
const clip = (body: unknown) => {
  const text = JSON.stringify(body);
  return text !== undefined && text.length > SAMPLE_TEXT ? `${text.slice(0, SAMPLE_TEXT)}… (cut)` : body;
};

export async function send(
  t: Target,
  method: HttpMethod,
  path: string,
  { token, input }: { token?: string; input?: object } = {},
): Promise<Answer> {
  const url = new URL(`${t.baseUrl.replace(/\/+$/, '')}/${movePath(t.moves ?? {}, path, endpointPaths())}`);
  if (method === 'GET') for (const [k, v] of Object.entries(input ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A body only where the call has one (the contract declares none for the logout): a strict
  // gateway refuses a JSON body it does not expect.
  const body = method !== 'GET' && input ? JSON.stringify(input) : undefined;
  if (body) headers['Content-Type'] = 'application/json';
  const sample: Sample = {
    request: {
      method,
      url: url.href,
      headers: token ? { ...headers, Authorization: 'Bearer (the session token)' } : headers,
      ...(body ? { body: masked(input) } : {}),
    },
    answer: { status: null },
  };
  const done = (a: Omit<Answer, 'sample'>, contentType?: string): Answer => {
    sample.answer = { status: a.status, contentType, body: clip(a.body), problem: a.problem };
    return { ...a, sample };
  };
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(t.timeoutMs ?? 15_000),
    });
    const type = res.headers.get('content-type') ?? 'no content-type';
    const text = await res.text();
    if (!text.trim()) return done({ status: res.status, problem: 'empty body' }, type);
    try {
      return done({ status: res.status, body: JSON.parse(text) }, type);
    } catch {
      return done(
        { status: res.status, problem: `not JSON (${type}): ${JSON.stringify(text.slice(0, 40))}…` },
        type,
      );
    }
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return done({ status: null, problem: `no answer: ${cause?.message ?? (error as Error).message}` });
  }
}
