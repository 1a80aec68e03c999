// What `contract:check` calls and what it leaves alone. It calls every read of the contract's table with
// a JSON answer (the GETs and the dues quotes) plus the login and the logout; it never calls what pays,
// charges or changes data, nor the pages and files meant for browsers: those are listed as not
// exercised, each with why, so the API team knows which calls the run does not vouch for.
import type * as z from 'zod/mini';
import { endpoints, type Endpoint } from '../../web/src/api/contract';

type Read = Endpoint & { response: z.ZodMiniType };
const table = endpoints as Record<string, Endpoint>;

export const label = (e: Endpoint) => `${e.method} ${e.path}`;

/** The calls it makes: reads with a JSON answer (receipt pages and files are for browsers). */
export const checkedReads = Object.entries(table).filter(
  (e): e is [string, Read] => !!e[1].readOnly && typeof e[1].response !== 'string',
);

/** Calls the run makes besides the reads: it logs in first and out at the end. */
const SESSION_CALLS = new Set(['login', 'logout']);

/** Every other call, with why it is not made against a real API. */
export const notExercised = Object.entries(table)
  .filter(([key]) => !SESSION_CALLS.has(key) && !checkedReads.some(([k]) => k === key))
  .map(([, e]) => ({
    endpoint: label(e),
    reason:
      typeof e.response === 'string'
        ? `a ${e.response === 'redirect' ? 'redirect' : e.response === 'html' ? 'page' : 'file'} for browsers, not a JSON answer`
        : 'a write: it would pay, charge or change data',
  }));

/**
 * What a call the spec does not show (endpoints.ts `unshown`) means when the API answers it 404, 405
 * or 501: it has no such call, which the portal does without (docs/real-api.md says what members see
 * then). Only the spec's own calls and fields can break; this is a note. A few say more.
 */
const WITHOUT: Record<string, string> = {
  logout: 'the session ends on the device only; a copied token stays valid until it expires',
  health: "no 'DEMO' badge, as it should be against the club's API",
};
export const notServedNote = (key: string, status: number) =>
  `not served here (HTTP ${status}): the spec does not show this call; ${
    WITHOUT[key] ?? 'the portal does without it (docs/real-api.md)'
  }`;

/** Path values and input a read needs, found from earlier answers; null when there is nothing to use. */
export type Needs = { params?: Record<string, string>; input?: object } | null;
export type Lookup = (key: string) => Promise<unknown>;

// accounts that still owe their incorporation cannot be quoted
async function payableAccounts(look: Lookup) {
  const accounts = ((await look('associated')) as { data?: { id: number; al_dia_hasta: string | null }[] })
    ?.data;
  return (accounts ?? []).filter((a) => a.al_dia_hasta !== null).map((a) => a.id);
}

/** Why a read with nothing to read it with was skipped, where it is not the missing purchase. */
export const nothingToReadWith: Record<string, string> = {
  memberName: 'needs --lookup-rut: a RUT the member may invite (names are answered only for those)',
};

export const needs: Record<string, (look: Lookup, o: { lookupRut?: string }) => Promise<Needs>> = {
  communes: async () => ({ params: { id: '13' } }), // Región Metropolitana
  memberName: async (_l, o) => (o.lookupRut ? { params: { rut: o.lookupRut } } : null),
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
