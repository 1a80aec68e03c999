// The read-only conformance run behind `npm run contract:check`: every read of the contract's table
// (GETs and the dues quotes, nothing that charges or changes data) against any API, each answer
// judged by the SPA's own parser (web/src/api/contract/tolerant.ts).
import type { z } from 'zod';
import { endpoints, judge, type Endpoint } from '../../web/src/api/contract';

export type Verdict = 'conforms' | 'tolerated' | 'breaking' | 'skipped';
export interface Row {
  /** 'GET socios/profile' */
  endpoint: string;
  status: number | null;
  verdict: Verdict;
  issues: string;
}
export interface CheckOptions {
  /** The API base, as the SPA's VITE_API_URL: 'https://api.example.cl/api' */
  baseUrl: string;
  rut?: string;
  password?: string;
  timeoutMs?: number;
}

type Json = z.ZodType;
type Read = Endpoint & { response: Json };
const table = endpoints as Record<string, Endpoint>;
/** The calls it makes: reads with a JSON answer (receipt pages and files are for browsers). */
export const checkedReads = Object.entries(table).filter(
  (e): e is [string, Read] => !!e[1].readOnly && typeof e[1].response !== 'string',
);

interface Answer {
  status: number | null;
  body?: unknown;
  problem?: string;
}

async function send(
  o: CheckOptions,
  e: Endpoint,
  path: string,
  token?: string,
  input?: object,
): Promise<Answer> {
  const url = new URL(`${o.baseUrl.replace(/\/+$/, '')}/${path}`);
  if (e.method === 'GET')
    for (const [k, v] of Object.entries(input ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (e.method !== 'GET') headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: e.method,
      headers,
      body: e.method === 'GET' ? undefined : JSON.stringify(input ?? {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    if (!text.trim()) return { status: res.status, problem: 'empty body' };
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      const type = res.headers.get('content-type') ?? 'no content-type';
      return { status: res.status, problem: `not JSON (${type}): ${JSON.stringify(text.slice(0, 40))}…` };
    }
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return { status: null, problem: `no answer: ${cause?.message ?? (error as Error).message}` };
  }
}

const judged = (endpoint: string, schema: Json, a: Answer): Row & { value?: unknown } => {
  if (a.problem) return { endpoint, status: a.status, verdict: 'breaking', issues: a.problem };
  if (a.status! < 200 || a.status! > 299) {
    const message = (a.body as { message?: unknown } | null)?.message;
    return {
      endpoint,
      status: a.status,
      verdict: 'breaking',
      issues: `HTTP ${a.status}: ${String(message ?? '')}`,
    };
  }
  const v = judge(schema, a.body);
  if (v.kind === 'breaking') return { endpoint, status: a.status, verdict: 'breaking', issues: v.issues };
  return {
    endpoint,
    status: a.status,
    verdict: v.kind,
    issues: v.kind === 'tolerated' ? v.issues : '',
    value: v.value,
  };
};

/** Path values and input a read needs, found from earlier answers; null when there is nothing to use. */
type Needs = { params?: Record<string, string>; input?: object } | null;
type Lookup = (key: string) => Promise<unknown>;
const needs: Record<string, (look: Lookup, rut: string) => Promise<Needs>> = {
  communes: async () => ({ params: { id: '13' } }), // Región Metropolitana
  memberName: async (_l, rut) => ({ params: { rut } }),
  duesValues: async () => ({ input: { numero_cuotas: 3 } }),
  accountsValues: async (look) => ({ input: { numero_cuotas: 3, accounts: await payableAccounts(look) } }),
  accountsValuesDetail: async (look) => ({
    input: { numero_cuotas: 3, accounts: await payableAccounts(look) },
  }),
  paymentInfo: async (look) => {
    const first = ((await look('purchasesHistory')) as { data?: { id: number }[] } | undefined)?.data?.[0];
    return first ? { params: { id: String(first.id) } } : null;
  },
};
// accounts that still owe their incorporation cannot be quoted
async function payableAccounts(look: Lookup) {
  const accounts = ((await look('associated')) as { data?: { id: number; al_dia_hasta: string | null }[] })
    ?.data;
  return (accounts ?? []).filter((a) => a.al_dia_hasta !== null).map((a) => a.id);
}

export async function runContractCheck(o: CheckOptions): Promise<Row[]> {
  const rows: Row[] = [];
  let token: string | undefined;
  if (o.rut && o.password) {
    const e = endpoints.login;
    const login = judged(
      `${e.method} ${e.path}`,
      e.response,
      await send(o, e, e.path, undefined, { rut: o.rut, password: o.password }),
    );
    const value = login.value as { flag?: boolean; token?: string; msg?: string } | undefined;
    token = value?.flag ? value.token : undefined;
    if (value && !token)
      Object.assign(login, { verdict: 'breaking', issues: `not logged in: ${value.msg ?? ''}` });
    rows.push({
      endpoint: login.endpoint,
      status: login.status,
      verdict: login.verdict,
      issues: login.issues,
    });
  }
  const done = new Map<string, Promise<unknown>>();
  const check = (key: string): Promise<unknown> => {
    if (!done.has(key)) done.set(key, checkOne(key));
    return done.get(key)!;
  };
  async function checkOne(key: string): Promise<unknown> {
    const e = table[key] as Read;
    const endpoint = `${e.method} ${e.path}`;
    if (e.auth && !token) {
      rows.push({
        endpoint,
        status: null,
        verdict: 'skipped',
        issues: 'needs a member: --rut and --password',
      });
      return undefined;
    }
    const given = needs[key] ? await needs[key](check, o.rut ?? '') : {};
    if (given === null) {
      rows.push({
        endpoint,
        status: null,
        verdict: 'skipped',
        issues: 'nothing to read it with (no purchase)',
      });
      return undefined;
    }
    const path = e.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(given.params?.[k] ?? ''));
    const { value, ...row } = judged(endpoint, e.response, await send(o, e, path, token, given.input));
    rows.push(row);
    return value;
  }
  for (const [key] of checkedReads) await check(key);
  return rows;
}

export const failed = (rows: Row[], strict: boolean) =>
  rows.some((r) => r.verdict === 'breaking' || (strict && r.verdict === 'tolerated'));
