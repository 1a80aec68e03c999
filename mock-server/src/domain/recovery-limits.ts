// Limits on recovery e-mails that a stranger cannot use up against the member, and that answer the
// same for a RUT nobody has (the limits count typed RUTs, not members):
// - one source asking for one RUT: 3 an hour (429), the member's own requests from home included;
// - one source across RUTs: 10 an hour (429);
// - everyone, from sources the member never logged in from: 300 an hour (429);
// - one member's mailbox, from sources the member never logged in from: 5 e-mails an hour; past
//   it the answer is the same but nothing more is sent. A source the member logged in from skips
//   it, so strangers filling it never keep the member's own request from arriving.
import type { Deps } from '../deps';
import { HOUR_MS, hourlyCapAllows, takeAllowances, type Allowance } from './mail-quota';
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
  const allowances: Allowance[] = [
    [`recover:${rut}:${source}`, RECOVERY_LIMIT],
    [`recover-from:${source}`, SOURCE_RECOVERY_LIMIT],
    ['recover-all', known ? Infinity : GLOBAL_RECOVERY_LIMIT],
  ];
  takeAllowances(deps, allowances, { windowMs: HOUR_MS, nowMs, message: TOO_MANY_RECOVERIES });
}

/** Whether the member's mailbox may get one more recovery e-mail now (and counts it if so). */
export function mailboxAllows(
  deps: Pick<Deps, 'store'>,
  rut: string,
  source: string,
  nowMs: number,
): boolean {
  return (
    isKnownSource(deps, rut, source) ||
    hourlyCapAllows(deps, [`recover-mailbox:${rut}`, MAILBOX_RECOVERY_LIMIT], nowMs)
  );
}
