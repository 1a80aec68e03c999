// Forgotten and changed passwords. A recovery link is single use and lives 60 minutes; at most 3
// recovery e-mails per RUT and hour. A reset ends every open session of the member, a change every
// other one, since whoever had the old password may be logged in. Passwords are kept as typed.
import type { MemberRecord } from '../store/types';
import { hashPassword, verifyPassword } from '../store/passwords';
import { fieldError } from '../http/errors';
import { findLinkToken, issueLinkToken, revokeLinkTokens } from './link-tokens';
import { sendMail } from './mail';
import { fullName } from './members';
import { HOUR_MS, takeMailQuota } from './mail-quota';
import { endOtherSessions } from './sessions';
import { assertNotLocked, clearFailures, countAttempt } from './throttle';
import type { Deps } from '../deps';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const LINK_SENT = 'Te enviamos un correo con el enlace para recuperar tu contraseña.';
export const NO_SUCH_MEMBER = 'No encontramos un socio con ese RUT.';
export const PASSWORD_RESET = 'Tu contraseña fue actualizada. Ya puedes ingresar.';
export const TOKEN_INVALID = 'El enlace de recuperación no es válido o expiró.';
export const PASSWORD_CHANGED = 'Contraseña actualizada exitosamente.';
export const CURRENT_WRONG = 'La contraseña actual no es correcta.';
export const RECOVERY_LIMIT = 3;
export const TOO_MANY_RECOVERIES =
  'Ya enviamos 3 correos de recuperación en la última hora. Revisa tu bandeja de entrada (y la carpeta de spam) o vuelve a intentarlo más tarde.';

/** False when no member has that RUT (the spec's screen says so rather than hiding it). */
export function sendRecoverLink(deps: Pick<Deps, 'store' | 'clock'>, rut: string, webUrl: string): boolean {
  const { store, clock } = deps;
  const member = store.memberByRut(rut);
  if (!member) return false;
  takeMailQuota(deps, `recover:${member.rut}`, RECOVERY_LIMIT, HOUR_MS, clock.nowMs(), TOO_MANY_RECOVERIES);
  revokeLinkTokens(deps, 'password-reset', member.id);
  const token = issueLinkToken(deps, {
    kind: 'password-reset',
    memberId: member.id,
    expiresAt: clock.nowMs() + RESET_TTL_MS,
  });
  sendMail(deps, {
    to: member.email,
    subject: 'Recupera tu contraseña',
    text: `Hola ${fullName(member)}, recibimos una solicitud para cambiar tu contraseña. El enlace sirve una vez y vence en 60 minutos. Si no lo pediste, ignora este correo.`,
    links: [{ label: 'Cambiar mi contraseña', href: `${webUrl}/password/reset-password?token=${token}` }],
  });
  return true;
}

export async function resetPassword(
  deps: Pick<Deps, 'store'>,
  token: string,
  password: string,
  nowMs: number,
) {
  const { store } = deps;
  const row = findLinkToken(deps, 'password-reset', token, nowMs);
  const member = row && store.memberById(row.memberId);
  if (!row || !member) throw fieldError('token', TOKEN_INVALID);
  row.used = true; // before the hashing, so the same link sent twice at once works once
  member.passwordHash = await hashPassword(password);
  endOtherSessions(deps, member.id, null);
  clearFailures(deps, member.rut);
}

/**
 * Checks the current password a member typed to confirm a sensitive change (password, e-mail).
 * Wrong answers count like wrong logins: 5 in 10 minutes lock the RUT (429).
 */
export async function confirmCurrentPassword(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  current: string,
  now: () => number,
): Promise<void> {
  assertNotLocked(deps, member.rut, now());
  const attempt = countAttempt(deps, member.rut, now());
  if (!(await verifyPassword(current, member.passwordHash)))
    throw fieldError('current_password', CURRENT_WRONG);
  attempt.forgive();
}

/** `keep`: the session that made the change stays open; every other one of the member ends. */
export async function changePassword(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  current: string,
  next: string,
  keep: string,
  now: () => number,
): Promise<void> {
  await confirmCurrentPassword(deps, member, current, now);
  member.passwordHash = await hashPassword(next);
  endOtherSessions(deps, member.id, keep);
}
