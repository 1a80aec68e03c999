// Associated (family) accounts: a member invites another registered member by RUT; the invitee's
// acceptance, from the e-mailed link, puts the account under the inviter's care (guardianId).
import { chileDate } from '../clock';
import type { MemberRecord } from '../store/types';
import { fieldError, notFound, validationError } from '../http/errors';
import { findLinkToken, issueLinkToken } from './link-tokens';
import { sendMail } from './mail';
import { fullName } from './members';
import { DAY_MS, takeAllowances } from './mail-quota';
import type { Deps } from '../deps';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const NOT_A_MEMBER = 'El RUT ingresado no corresponde a un socio registrado.';
export const NOT_YOURSELF = 'No puedes asociar tu propia cuenta.';
export const ALREADY_YOURS = 'Esta cuenta ya está asociada a tu cuenta.';
export const ALREADY_ASSOCIATED = 'Esta cuenta ya está asociada a otro socio.';
export const YOUR_GUARDIAN = 'No puedes asociar a quien administra tu cuenta.';
export const INVITATION_SENT = 'Se ha enviado un correo con la invitación.';
export const ASSOCIATE_REMOVED = 'Cuenta asociada eliminada.';
export const ASSOCIATE_NOT_FOUND = 'Cuenta asociada no encontrada.';
export const NOT_YOUR_ACCOUNT = 'Solo puedes pagar por tus cuentas asociadas.';
export const NEEDS_INCORPORATION = 'Debe pagar incorporación';
export const INVITATION_LIMIT = 3;
export const TOO_MANY_INVITATIONS =
  'Este socio ya recibió 3 invitaciones hoy. Pídele que revise su correo o vuelve a intentarlo mañana.';
export const INVITATION_SUBJECT = 'Invitación para asociar tu cuenta de socio';
export const NO_GUARDIAN = 'Tu cuenta no está asociada a otro socio.';
export const LEFT_GUARDIANSHIP = 'Tu cuenta ya no está asociada. Desde ahora solo tú pagas tus cuotas.';

/** Why `guardian` may not invite `invitee`, or null when it may. */
export function whyNot(guardian: MemberRecord, invitee: MemberRecord | undefined): string | null {
  if (!invitee) return NOT_A_MEMBER;
  if (invitee.id === guardian.id) return NOT_YOURSELF;
  if (invitee.guardianId === guardian.id) return ALREADY_YOURS;
  if (invitee.guardianId !== null) return ALREADY_ASSOCIATED;
  if (guardian.guardianId === invitee.id) return YOUR_GUARDIAN;
  return null;
}

/** `apiOrigin`: the accept link points at the mock itself, which then redirects to the SPA. */
export function invite(
  deps: Pick<Deps, 'store' | 'clock'>,
  guardian: MemberRecord,
  rut: string,
  apiOrigin: string,
) {
  const { store, clock } = deps;
  const invitee = store.memberByRut(rut);
  const problem = whyNot(guardian, invitee);
  if (problem || !invitee) throw fieldError('rut', problem ?? NOT_A_MEMBER);
  // Per invitee, whoever invites: nobody can flood a member's inbox through the club.
  const quotaKey = `invite:${invitee.id}`;
  takeAllowances(deps, [[quotaKey, INVITATION_LIMIT]], {
    windowMs: DAY_MS,
    nowMs: clock.nowMs(),
    message: TOO_MANY_INVITATIONS,
  });
  const token = issueLinkToken(deps, {
    kind: 'invitation',
    memberId: invitee.id,
    guardianId: guardian.id,
    expiresAt: clock.nowMs() + INVITATION_TTL_MS,
  });
  sendMail(deps, {
    to: invitee.email,
    // Fixed text: what an inviter typed as a name must not speak in the subject line.
    subject: INVITATION_SUBJECT,
    text: `Hola ${fullName(invitee)}, ${fullName(guardian)} quiere asociar tu cuenta de socio a la suya para poder pagar tus cuotas. Si estás de acuerdo, acepta la invitación (vence en 7 días).`,
    links: [
      { label: 'Aceptar invitación', href: `${apiOrigin}/api/socios/account/associated/accept/${token}` },
    ],
  });
}

export interface SentInvitation {
  rut: string;
  nombre_completo: string;
  /** The club's calendar day it was sent (the newest invitation to that member). */
  fecha: string;
}

/**
 * The invitations a member sent that can still be accepted (unused, unexpired, the invitee still free
 * to join), newest first, one per invitee. Sent = expiry − 7 days (the link's life is fixed).
 */
export function sentInvitations(
  deps: Pick<Deps, 'store'>,
  guardian: MemberRecord,
  nowMs: number,
): SentInvitation[] {
  const { store } = deps;
  const newest = new Map<number, number>();
  for (const row of store.state.linkTokens) {
    if (row.kind !== 'invitation' || row.guardianId !== guardian.id || row.used) continue;
    if (row.expiresAt === null || row.expiresAt <= nowMs) continue;
    const sentAt = row.expiresAt - INVITATION_TTL_MS;
    if (sentAt > (newest.get(row.memberId) ?? -Infinity)) newest.set(row.memberId, sentAt);
  }
  return [...newest]
    .sort(([, a], [, b]) => b - a)
    .flatMap(([memberId, sentAt]) => {
      const invitee = store.memberById(memberId);
      if (!invitee || whyNot(guardian, invitee)) return [];
      return [{ rut: invitee.rut, nombre_completo: fullName(invitee), fecha: chileDate(new Date(sentAt)) }];
    });
}

/** The pending invitation behind a link (for its confirmation page), or null. */
export function pendingInvitation(deps: Pick<Deps, 'store'>, token: string, nowMs: number) {
  const { store } = deps;
  const row = findLinkToken(deps, 'invitation', token, nowMs);
  const invitee = row && store.memberById(row.memberId);
  const guardian = row?.guardianId === undefined ? undefined : store.memberById(row.guardianId);
  if (!row || !invitee || !guardian || whyNot(guardian, invitee)) return null;
  return { invitee, guardian };
}

/** False when the link is unknown, used, expired, or the account got associated meanwhile. */
export function acceptInvitation(deps: Pick<Deps, 'store'>, token: string, nowMs: number): boolean {
  const { store } = deps;
  const row = findLinkToken(deps, 'invitation', token, nowMs);
  const invitee = row && store.memberById(row.memberId);
  const guardian = row?.guardianId === undefined ? undefined : store.memberById(row.guardianId);
  if (!row || !invitee || !guardian || whyNot(guardian, invitee)) return false;
  row.used = true;
  invitee.guardianId = guardian.id;
  return true;
}

export function removeAssociate(deps: Pick<Deps, 'store'>, guardian: MemberRecord, userId: number): void {
  const { store } = deps;
  const account = store.memberById(userId);
  if (!account || account.guardianId !== guardian.id) throw notFound(ASSOCIATE_NOT_FOUND);
  account.guardianId = null;
}

/** The invited member ends the guardianship from their side. */
export function leaveGuardianship(member: MemberRecord): void {
  if (member.guardianId === null) throw notFound(NO_GUARDIAN);
  member.guardianId = null;
}

/** Spec §6: only one's own associated accounts, and only those with a paid-up date. */
export function payableAccounts(
  deps: Pick<Deps, 'store'>,
  payer: MemberRecord,
  ids: number[],
): MemberRecord[] {
  const { store } = deps;
  return [...new Set(ids)].map((id) => {
    const account = store.memberById(id);
    if (!account || account.guardianId !== payer.id) throw validationError({ accounts: [NOT_YOUR_ACCOUNT] });
    if (account.al_dia_hasta === null)
      throw validationError({ accounts: [`${fullName(account)}: ${NEEDS_INCORPORATION}.`] });
    return account;
  });
}
