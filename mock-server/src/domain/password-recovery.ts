// Forgotten and changed passwords. A recovery link is single use and lives 60 minutes; asking again
// sends another link but leaves the earlier ones working until they expire or one is used, so a
// stranger asking for the member's RUT cannot void the link the member is about to open. A reset
// or a change moves the credential version on (credentials.ts): every open session, every other
// recovery link and the e-mailed receipt keys of the member end with it; a change keeps the session
// that made it. The answer to a recovery request is the same whether the RUT is a member's or not
// (recovery-limits.ts: the same limits too). Passwords are kept as typed.
import type { MemberRecord } from '../store/types';
import { cleanRut } from '../../../web/src/domain/rut';
import { hashPassword, verifyPassword } from '../store/passwords';
import { fieldError } from '../http/errors';
import { findLinkToken, issueLinkToken } from './link-tokens';
import { sendMail } from './mail';
import { fullName } from './members';
import { credentialVersion, replacePassword } from './credentials';
import { endOtherSessions } from './sessions';
import { assertMayTry, clearFailures, oneAtATime, recordFailure } from './throttle';
import { mailboxAllows, takeRecoveryAllowance } from './recovery-limits';
import type { Deps } from '../deps';

export { TOO_MANY_RECOVERIES } from './recovery-limits';
export const RESET_TTL_MS = 60 * 60 * 1000;
export const LINK_SENT =
  'Si el RUT corresponde a un socio, te enviamos un correo con el enlace para recuperar tu contraseña.';
export const PASSWORD_RESET = 'Tu contraseña fue actualizada. Ya puedes ingresar.';
export const TOKEN_INVALID = 'El enlace de recuperación no es válido o expiró.';
export const PASSWORD_CHANGED = 'Contraseña actualizada exitosamente.';
export const CURRENT_WRONG = 'La contraseña actual no es correcta.';

/** Sends a recovery link when the RUT is a member's; the caller answers LINK_SENT either way. */
export function sendRecoverLink(
  deps: Pick<Deps, 'store' | 'clock'>,
  rut: string,
  source: string,
  webUrl: string,
): void {
  const { store, clock } = deps;
  const member = store.memberByRut(rut);
  const key = member?.rut ?? cleanRut(rut);
  takeRecoveryAllowance(deps, key, source, clock.nowMs());
  if (!member || !mailboxAllows(deps, key, source, clock.nowMs())) return;
  const token = issueLinkToken(deps, {
    kind: 'password-reset',
    memberId: member.id,
    expiresAt: clock.nowMs() + RESET_TTL_MS,
    credentialVersion: credentialVersion(member),
  });
  sendMail(deps, {
    to: member.email,
    subject: 'Recupera tu contraseña',
    text: `Hola ${fullName(member)}, recibimos una solicitud para cambiar tu contraseña. El enlace sirve una vez y vence en 60 minutos. Si no lo pediste, ignora este correo.`,
    links: [{ label: 'Cambiar mi contraseña', href: `${webUrl}/password/reset-password?token=${token}` }],
  });
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
  const version = credentialVersion(member);
  const hash = await hashPassword(password);
  // Another link of the member was used while this one hashed: the first reset stands.
  if (credentialVersion(member) !== version) throw fieldError('token', TOKEN_INVALID);
  replacePassword(member, hash);
  endOtherSessions(deps, member, null);
  clearFailures(deps, member.rut);
}

/**
 * Checks the current password a member typed to confirm a sensitive change (password, e-mail).
 * Wrong answers count like wrong logins, from the same source (throttle.ts).
 */
export function confirmCurrentPassword(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  current: string,
  source: string,
  now: () => number,
): Promise<void> {
  return oneAtATime(deps, source, async () => {
    assertMayTry(deps, member.rut, source, now());
    if (await verifyPassword(current, member.passwordHash)) return;
    recordFailure(deps, member.rut, source, now());
    throw fieldError('current_password', CURRENT_WRONG);
  });
}

/** `keep`: the session that made the change stays open; every other one of the member ends. */
export async function changePassword(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  passwords: { current: string; next: string },
  request: { keep: string; source: string },
  now: () => number,
): Promise<void> {
  const version = credentialVersion(member);
  await confirmCurrentPassword(deps, member, passwords.current, request.source, now);
  const hash = await hashPassword(passwords.next);
  // Another change or a reset landed meanwhile: the password typed as current is no longer it.
  if (credentialVersion(member) !== version) throw fieldError('current_password', CURRENT_WRONG);
  replacePassword(member, hash);
  endOtherSessions(deps, member, request.keep);
}
