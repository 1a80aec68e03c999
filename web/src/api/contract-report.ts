// Tells the club when its API drifts from the contract. The tolerant parser hides a drift from the
// member (contract/tolerant.ts), so nobody at the club would learn of it: when the build sets
// VITE_CONTRACT_REPORT_URL, each answer the SPA had to tolerate or could not use is reported there.
// What is sent: the call as a template ('GET payments/info/{id}': ids and RUTs in a path are data),
// the verdict and the schema paths at fault — never a value. How: batched, with navigator.sendBeacon
// (it outlives the page and needs no answer), at most MAX_REPORTS per page load, each drift once.
import type * as z from 'zod/mini';
import { faultPaths } from './contract/drift';

export interface DriftReport {
  /** 'GET socios/account/payments/history' */
  call: string;
  verdict: 'tolerated' | 'breaking';
  /** Required fields the answer lacked. */
  missing: string[];
  /** Fields whose value the strict schema refused. */
  mistyped: string[];
}

export const MAX_REPORTS = 20;
/** How long reports gather before they go in one beacon. */
export const BATCH_MS = 2000;

let queue: DriftReport[] = [];
const seen = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

const reportUrl = () => (import.meta.env.VITE_CONTRACT_REPORT_URL as string | undefined) || '';

/** 'payments/info/1042' → 'payments/info/{id}'; a RUT or a number in a path is data, not the call. */
export const callTemplate = (method: string, path: string) =>
  `${method} ${path
    .split('?')[0]!
    .replace(/^\//, '')
    .split('/')
    .map((s) => (/\d/.test(s) ? '{id}' : s))
    .join('/')}`;

function flush() {
  clearTimeout(timer);
  timer = undefined;
  const url = reportUrl();
  if (!queue.length || !url || typeof navigator.sendBeacon !== 'function') return;
  // a string goes as text/plain: no CORS preflight, which a beacon cannot make
  navigator.sendBeacon(url, JSON.stringify({ reports: queue }));
  queue = [];
}

if (typeof window !== 'undefined') {
  // a page closed or hidden before the batch is due still sends it
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Notes an answer that was not the contract; sent with the next batch when a report URL is set. */
export function reportDrift(
  method: string,
  path: string,
  verdict: DriftReport['verdict'],
  schema: z.ZodMiniType,
  body: unknown,
) {
  if (!reportUrl() || seen.size >= MAX_REPORTS) return;
  const call = callTemplate(method, path);
  const { missing, mistyped } = faultPaths(schema, body);
  const key = JSON.stringify([call, verdict, missing, mistyped]);
  if (seen.has(key)) return;
  seen.add(key);
  queue.push({ call, verdict, missing, mistyped });
  timer ??= setTimeout(flush, BATCH_MS);
}

/** Tests only: a fresh page load. */
export function resetDriftReports() {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  seen.clear();
}
