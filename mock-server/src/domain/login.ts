// Login with throttling (throttle.ts). The password is checked exactly as typed: never trimmed,
// like at registration, reset and change, so ' clave ' registered is ' clave ' to log in.
import type { LoginResponse } from '../../../web/src/api/contract';
import { cleanRut } from '../../../web/src/domain/rut';
import { burnPasswordCheck, verifyPassword } from '../store/passwords';
import { credentialVersion } from './credentials';
import { openSession } from './sessions';
import { assertMayTry, oneAtATime, recordFailure, recordSuccess } from './throttle';
import type { Deps } from '../deps';

export { FAILURE_WINDOW_MS, TOO_MANY_ATTEMPTS } from './throttle';
export const WRONG_CREDENTIALS = 'RUT o contraseña incorrectos.';
export const EMAIL_NOT_VALIDATED =
  'Debes validar tu correo electrónico antes de ingresar. Revisa tu bandeja de entrada y abre el enlace que te enviamos.';

/** `source`: the address the login came from (http/source.ts), for the limits. */
export function login(
  deps: Pick<Deps, 'store'>,
  rut: string,
  password: string,
  source: string,
  now: () => number,
): Promise<LoginResponse> {
  return oneAtATime(deps, source, async () => {
    const { store } = deps;
    const member = store.memberByRut(rut);
    // Counted per RUT however it is typed ('12.345.678-5', '123456785'), registered or not, so the
    // limit neither depends on the spelling nor tells which RUTs belong to members.
    const key = member?.rut ?? cleanRut(rut);
    assertMayTry(deps, key, source, now());
    // Read together with the hash: a change that lands during the check makes the session refused.
    const version = member ? credentialVersion(member) : 0;
    // An unknown RUT still costs one hash, so the answer's timing does not tell it apart.
    const ok = member
      ? await verifyPassword(password, member.passwordHash)
      : await burnPasswordCheck(password);
    if (!member || !ok) {
      recordFailure(deps, key, source, now());
      return { flag: false, msg: WRONG_CREDENTIALS };
    }
    if (!member.emailValidated) return { flag: false, msg: EMAIL_NOT_VALIDATED };
    const token = openSession(deps, member, now(), version);
    // The password changed while it was being checked: what was typed is no longer the password.
    if (!token) return { flag: false, msg: WRONG_CREDENTIALS };
    recordSuccess(deps, key, source, now());
    return { flag: true, token, msg: 'Bienvenido/a' };
  });
}
