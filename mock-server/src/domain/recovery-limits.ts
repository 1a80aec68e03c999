// Limits on recovery e-mails that a stranger cannot use up against the member, and that answer the
// same for a RUT nobody has (the limits count typed RUTs, not members):
// - one source asking for one RUT: 3 an hour (429), the member's own requests from home included;
// - one source across RUTs: 10 an hour (429);
// - everyone, from sources the member never logged in from: 300 an hour (429);
// - one member's mailbox, from sources the member never logged in from: 5 e-mails an hour; past
//   it the answer is the same but nothing more is sent. A source the member logged in from skips
//   it, so strangers filling it never keep the member's own request from arriving.
import { tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';
import { HOUR_MS, quotaUsed, spendQuota } from './mail-quota';
import { isKnownSource } from './throttle';

export const RECOVERY_LIMIT = 3;
export const SOURCE_RECOVERY_LIMIT = 10;
export const GLOBAL_RECOVERY_LIMIT = 300;
export const MAILBOX_RECOVERY_LIMIT = 5;
export const TOO_MANY_RECOVERIES =
  'Ya pediste varias veces recuperar la contraseña en la última hora. Revisa tu bandeja de entrada (y la carpeta de spam) o vuelve a intentarlo más tarde.';

/** Counts one recovery request for `rut` from `source`; throws 429 past a limit. */
export function takeRecoveryAllowance(deps: Pick<Deps, 'store'>, rut: string, source: string, nowMs: number) {
  const known = isKnownSource(deps, rut, source);
  const keys = [`recover:${rut}:${source}`, `recover-from:${source}`, 'recover-all'];
  const limits = [RECOVERY_LIMIT, SOURCE_RECOVERY_LIMIT, known ? Infinity : GLOBAL_RECOVERY_LIMIT];
  keys.forEach((key, i) => {
    if (quotaUsed(deps, key, HOUR_MS, nowMs) >= limits[i]!)
      throw tooManyRequests(TOO_MANY_RECOVERIES, HOUR_MS);
  });
  for (const key of keys) spendQuota(deps, key, nowMs);
}

/** Whether the member's mailbox may get one more recovery e-mail now (and counts it if so). */
export function mailboxAllows(
  deps: Pick<Deps, 'store'>,
  rut: string,
  source: string,
  nowMs: number,
): boolean {
  if (isKnownSource(deps, rut, source)) return true;
  const key = `recover-mailbox:${rut}`;
  if (quotaUsed(deps, key, HOUR_MS, nowMs) >= MAILBOX_RECOVERY_LIMIT) return false;
  spendQuota(deps, key, nowMs);
  return true;
}
