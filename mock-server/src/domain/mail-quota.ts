// Abuse limits on e-mails anyone can make the club send to a member (recovery links, invitations):
// past the limit the request is a 429 with a Spanish message, and nothing is sent.
import { tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const LONGEST_WINDOW_MS = DAY_MS;

/** How many sends `key` used within `windowMs` (and the list drops what no window can need). */
export function quotaUsed(deps: Pick<Deps, 'store'>, key: string, windowMs: number, nowMs: number): number {
  const { state } = deps.store;
  state.mailQuota = state.mailQuota.filter((q) => nowMs - q.at < LONGEST_WINDOW_MS);
  return state.mailQuota.filter((q) => q.key === key && nowMs - q.at < windowMs).length;
}

export function spendQuota(deps: Pick<Deps, 'store'>, key: string, nowMs: number): void {
  deps.store.state.mailQuota.push({ key, at: nowMs });
}

/** An allowance: at most `limit` uses of `key` within the window. */
export type Allowance = readonly [key: string, limit: number];

/**
 * Takes one use from every allowance, all or none: past any of them the request is a 429 with
 * `message` (Retry-After: the window) and nothing is counted, so a refused request costs nothing.
 */
export function takeAllowances(
  deps: Pick<Deps, 'store'>,
  allowances: readonly Allowance[],
  { windowMs, nowMs, message }: { windowMs: number; nowMs: number; message: string },
): void {
  for (const [key, limit] of allowances)
    if (quotaUsed(deps, key, windowMs, nowMs) >= limit) throw tooManyRequests(message, windowMs);
  for (const [key] of allowances) spendQuota(deps, key, nowMs);
}

/**
 * A silent cap (a mailbox's e-mails an hour): whether `key` may have one more now, counted if so.
 * Past it the caller answers as before and sends nothing, so the answer tells a stranger nothing.
 */
export function hourlyCapAllows(deps: Pick<Deps, 'store'>, [key, limit]: Allowance, nowMs: number): boolean {
  if (quotaUsed(deps, key, HOUR_MS, nowMs) >= limit) return false;
  spendQuota(deps, key, nowMs);
  return true;
}
