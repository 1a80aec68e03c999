// Password guessing limits: 5 wrong passwords for one RUT within 10 minutes lock it for the rest of
// that window (429). Logins and the current password asked by 'Mis Datos' and the password change
// count together, so a stolen token does not open a second, unlimited way to guess.
import { AppError } from '../http/errors';
import type { Deps } from '../deps';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera 10 minutos antes de volver a intentarlo.';

/** Throws 429 while the RUT is locked; drops failures older than the window on the way (bounded). */
export function assertNotLocked(deps: Pick<Deps, 'store'>, rut: string, nowMs: number): void {
  const { state } = deps.store;
  state.loginFailures = state.loginFailures.filter((f) => nowMs - f.at < FAILURE_WINDOW_MS);
  if (state.loginFailures.filter((f) => f.rut === rut).length >= MAX_FAILURES) {
    throw new AppError(429, TOO_MANY_ATTEMPTS);
  }
}

/**
 * Counts an attempt as failed before the (slow, asynchronous) check, so attempts sent all at once
 * cannot all pass the lock; `forgive()` takes it back when the password was right.
 */
export function countAttempt(deps: Pick<Deps, 'store'>, rut: string, nowMs: number): { forgive(): void } {
  const { state } = deps.store;
  const row = { rut, at: nowMs };
  state.loginFailures.push(row);
  return {
    forgive: () => {
      state.loginFailures = state.loginFailures.filter((f) => f !== row);
    },
  };
}

export function clearFailures(deps: Pick<Deps, 'store'>, rut: string): void {
  const { state } = deps.store;
  state.loginFailures = state.loginFailures.filter((f) => f.rut !== rut);
}
