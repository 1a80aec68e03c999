// Login with throttling: 5 wrong passwords for one RUT within 10 minutes lock it for the rest of
// that window (429), so a password cannot be guessed from the portal.
import type { LoginResponse } from '../../../web/src/api/contract';
import { cleanRut } from '../../../web/src/domain/rut';
import type { Store } from '../store/store';
import { verifyPassword } from '../store/passwords';
import { openSession } from './sessions';
import { AppError } from '../http/errors';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const WRONG_CREDENTIALS = 'RUT o contraseña incorrectos.';
export const EMAIL_NOT_VALIDATED =
  'Debes validar tu correo electrónico antes de ingresar. Revisa tu bandeja de entrada y abre el enlace que te enviamos.';
export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera 10 minutos antes de volver a intentarlo.';

export function login(store: Store, rut: string, password: string, nowMs: number): LoginResponse {
  const state = store.state;
  const member = store.memberByRut(rut);
  // Counted per RUT however it is typed ('12.345.678-5', '123456785'), registered or not, so the
  // lock neither depends on the spelling nor tells which RUTs belong to members.
  const key = member?.rut ?? cleanRut(rut);
  state.loginFailures = state.loginFailures.filter((f) => nowMs - f.at < FAILURE_WINDOW_MS);
  if (state.loginFailures.filter((f) => f.rut === key).length >= MAX_FAILURES) {
    throw new AppError(429, TOO_MANY_ATTEMPTS);
  }
  if (!member || !verifyPassword(password, member.passwordHash)) {
    state.loginFailures.push({ rut: key, at: nowMs });
    return { flag: false, msg: WRONG_CREDENTIALS };
  }
  if (!member.emailValidated) return { flag: false, msg: EMAIL_NOT_VALIDATED };
  state.loginFailures = state.loginFailures.filter((f) => f.rut !== key);
  return { flag: true, token: openSession(state, member.id, nowMs), msg: 'Bienvenido/a' };
}
