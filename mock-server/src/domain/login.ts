// Login with throttling (throttle.ts). The password is checked exactly as typed: never trimmed,
// like at registration, reset and change, so ' clave ' registered is ' clave ' to log in.
import type { LoginResponse } from '../../../web/src/api/contract';
import { cleanRut } from '../../../web/src/domain/rut';
import { burnPasswordCheck, verifyPassword } from '../store/passwords';
import { openSession } from './sessions';
import { assertNotLocked, clearFailures, countAttempt } from './throttle';
import type { Deps } from '../deps';

export { FAILURE_WINDOW_MS, TOO_MANY_ATTEMPTS } from './throttle';
export const WRONG_CREDENTIALS = 'RUT o contraseña incorrectos.';
export const EMAIL_NOT_VALIDATED =
  'Debes validar tu correo electrónico antes de ingresar. Revisa tu bandeja de entrada y abre el enlace que te enviamos.';

export async function login(
  deps: Pick<Deps, 'store'>,
  rut: string,
  password: string,
  now: () => number,
): Promise<LoginResponse> {
  const { store } = deps;
  const member = store.memberByRut(rut);
  // Counted per RUT however it is typed ('12.345.678-5', '123456785'), registered or not, so the
  // lock neither depends on the spelling nor tells which RUTs belong to members.
  const key = member?.rut ?? cleanRut(rut);
  assertNotLocked(deps, key, now());
  const attempt = countAttempt(deps, key, now());
  // An unknown RUT still costs one hash, so the answer's timing does not tell it apart.
  const ok = member ? await verifyPassword(password, member.passwordHash) : await burnPasswordCheck(password);
  if (!member || !ok) return { flag: false, msg: WRONG_CREDENTIALS };
  attempt.forgive();
  if (!member.emailValidated) return { flag: false, msg: EMAIL_NOT_VALIDATED };
  clearFailures(deps, key);
  return { flag: true, token: openSession(deps, member.id, now()), msg: 'Bienvenido/a' };
}
