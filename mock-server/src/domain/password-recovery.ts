// Forgotten and changed passwords. A recovery link is single use and lives 60 minutes; a reset ends
// every open session of the member, since whoever had the old password may be logged in.
import type { Clock } from '../clock';
import type { Store } from '../store/store';
import type { MemberRecord } from '../store/types';
import { hashPassword, verifyPassword } from '../store/passwords';
import { fieldError } from '../http/errors';
import { findLinkToken, issueLinkToken, revokeLinkTokens } from './link-tokens';
import { sendMail } from './mail';
import { fullName } from './members';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const LINK_SENT = 'Te enviamos un correo con el enlace para recuperar tu contraseña.';
export const NO_SUCH_MEMBER = 'No encontramos un socio con ese RUT.';
export const PASSWORD_RESET = 'Tu contraseña fue actualizada. Ya puedes ingresar.';
export const TOKEN_INVALID = 'El enlace de recuperación no es válido o expiró.';
export const PASSWORD_CHANGED = 'Contraseña actualizada exitosamente.';
export const CURRENT_WRONG = 'La contraseña actual no es correcta.';

/** False when no member has that RUT (the spec's screen says so rather than hiding it). */
export function sendRecoverLink(store: Store, clock: Clock, rut: string, webUrl: string): boolean {
  const member = store.memberByRut(rut);
  if (!member) return false;
  revokeLinkTokens(store.state, 'password-reset', member.id);
  const token = issueLinkToken(store.state, {
    kind: 'password-reset',
    memberId: member.id,
    expiresAt: clock.nowMs() + RESET_TTL_MS,
  });
  sendMail(
    store.state,
    clock,
    {
      to: member.email,
      subject: 'Recupera tu contraseña',
      text: `Hola ${fullName(member)}, recibimos una solicitud para cambiar tu contraseña. El enlace sirve una vez y vence en 60 minutos. Si no lo pediste, ignora este correo.`,
      links: [{ label: 'Cambiar mi contraseña', href: `${webUrl}/password/reset-password?token=${token}` }],
    },
    store.nextId,
  );
  return true;
}

export function resetPassword(store: Store, token: string, password: string, nowMs: number): void {
  const row = findLinkToken(store.state, 'password-reset', token, nowMs);
  const member = row && store.memberById(row.memberId);
  if (!row || !member) throw fieldError('token', TOKEN_INVALID);
  row.used = true;
  member.passwordHash = hashPassword(password);
  store.state.sessions = store.state.sessions.filter((s) => s.memberId !== member.id);
  store.state.loginFailures = store.state.loginFailures.filter((f) => f.rut !== member.rut);
}

export function changePassword(member: MemberRecord, current: string, next: string): void {
  if (!verifyPassword(current, member.passwordHash)) throw fieldError('current_password', CURRENT_WRONG);
  member.passwordHash = hashPassword(next);
}
