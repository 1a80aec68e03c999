// Abuse limits on e-mails anyone can make the club send to a member (recovery links, invitations):
// past the limit the request is a 429 with a Spanish message, and nothing is sent.
import { AppError } from '../http/errors';
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

/** Takes one send from `key`'s allowance (`limit` per `windowMs`), or throws 429 with `message`. */
export function takeMailQuota(
  deps: Pick<Deps, 'store'>,
  key: string,
  limit: number,
  windowMs: number,
  nowMs: number,
  message: string,
): void {
  if (quotaUsed(deps, key, windowMs, nowMs) >= limit) throw new AppError(429, message);
  spendQuota(deps, key, nowMs);
}
