// Sign-up (SPEC §4 incorporation flow): the member starts inactive, with an unvalidated e-mail, and
// can log in only after opening the link the mock "e-mails" (see the outbox).
import type { RegistrationPayload } from '../../../web/src/api/contract';
import { cleanRut } from '../../../web/src/domain/rut';
import type { MemberRecord } from '../store/types';
import { validationError, type FieldErrors } from '../http/errors';
import { HOUR_MS, hourlyCapAllows, takeAllowances, type Allowance } from './mail-quota';
import { hashPassword } from '../store/passwords';
import { findLinkToken, issueLinkToken } from './link-tokens';
import { sendMail } from './mail';
import { fullName } from './members';
import { newLegacyToken } from './credentials';
import type { Deps } from '../deps';

export const REGISTERED = 'Se registró correctamente, fue enviado un email para validar su correo.';
export const RUT_TAKEN = 'El RUT ya está registrado.';
export const EMAIL_TAKEN = 'El correo electrónico ya está registrado.';

export const emailTaken = (deps: Pick<Deps, 'store'>, email: string, exceptId?: number) =>
  deps.store.state.members.some(
    (m) => m.id !== exceptId && m.email.toLowerCase() === email.trim().toLowerCase(),
  );

/** The rules that need the store; the caller merges them with the form's own errors. */
export function registrationConflicts(deps: Pick<Deps, 'store'>, rut: string, email: string): FieldErrors {
  const { store } = deps;
  const errors: FieldErrors = {};
  if (rut && store.memberByRut(cleanRut(rut))) errors.rut = [RUT_TAKEN];
  if (email && emailTaken(deps, email)) errors.email = [EMAIL_TAKEN];
  return errors;
}

/** `apiOrigin` is where the mock itself answers (configured, MOCK_PUBLIC_URL), so the validation link works from the outbox. */
export async function register(
  deps: Pick<Deps, 'store' | 'clock'>,
  p: RegistrationPayload,
  apiOrigin: string,
): Promise<MemberRecord> {
  const { store } = deps;
  // Hashed first (it yields to other requests): the RUT is only taken once the record is complete.
  const passwordHash = await hashPassword(p.password);
  const conflicts = registrationConflicts(deps, p.rut, p.email); // the same RUT sent twice at once
  if (Object.keys(conflicts).length) throw validationError(conflicts);
  const id = store.nextId();
  const rut = cleanRut(p.rut);
  const member: MemberRecord = {
    id,
    rut,
    nombre: p.nombres,
    apellido: p.apellido,
    apellidoM: p.segundo_apellido,
    sexo: p.genero === 'f' ? 'Mujer' : 'Hombre',
    celular: p.celular,
    telefono: p.telefono ?? '',
    email: p.email,
    emailValidated: false,
    fecha_nacimiento: p.fecha_nacimiento,
    tipo_socio: 1,
    pais: p.pais,
    direccion: p.direccion,
    direccion_nro: p.direccion_nro,
    direccion_dpto: p.direccion_dpto ?? '',
    region: p.region,
    comuna: p.comuna,
    imagen: '?',
    socio_desde: null,
    numero_socio: null,
    estado: 0,
    activo: 0,
    al_dia_hasta: null,
    lastRegularization: null,
    passwordHash,
    legacy_auth_token: newLegacyToken(),
    intereses: [],
    guardianId: null,
  };
  store.state.members.push(member);
  sendValidationMail(deps, member, apiOrigin);
  return member;
}

function sendValidationMail(deps: Pick<Deps, 'store' | 'clock'>, member: MemberRecord, apiOrigin: string) {
  // Validation links do not expire: a member may open the e-mail days later.
  const token = issueLinkToken(deps, { kind: 'email-validation', memberId: member.id, expiresAt: null });
  const href = `${apiOrigin}/api/socios/email/validate/${token}`;
  sendMail(deps, {
    to: member.email,
    subject: 'Valida tu correo electrónico',
    text: `Hola ${fullName(member)}, gracias por unirte al club. Abre el enlace para validar tu correo y poder ingresar al portal.`,
    links: [{ label: 'Validar mi correo', href }],
  });
}

export const VALIDATION_RESENT =
  'Si ese RUT tiene un registro por validar, te enviamos un nuevo correo de validación. Revisa tu bandeja de entrada y la carpeta de spam.';
export const TOO_MANY_RESENDS =
  'Ya pediste varias veces el correo de validación en la última hora. Revisa tu bandeja de entrada (y la carpeta de spam) o vuelve a intentarlo más tarde.';
/** Asked from one address for one RUT, and from one address across RUTs, per hour (429 past them). */
export const RESEND_LIMITS = { perRut: 3, perSource: 10 };
/** Validation e-mails one member's mailbox gets an hour, whoever asks: past it, the same answer and no mail. */
export const RESEND_MAILBOX_LIMIT = 3;

/**
 * 'Reenviar correo de validación' from the login: a new link for a member whose e-mail is not
 * validated yet. The caller answers the same for every RUT (member or not, validated or not), so
 * the button lists no one; the limits count typed RUTs, per address and per mailbox.
 */
export function resendValidation(
  deps: Pick<Deps, 'store' | 'clock'>,
  rut: string,
  source: string,
  apiOrigin: string,
): void {
  const { store, clock } = deps;
  const nowMs = clock.nowMs();
  const member = store.memberByRut(rut);
  const key = member?.rut ?? cleanRut(rut);
  const asked: Allowance[] = [
    [`validate:${key}:${source}`, RESEND_LIMITS.perRut],
    [`validate-from:${source}`, RESEND_LIMITS.perSource],
  ];
  takeAllowances(deps, asked, { windowMs: HOUR_MS, nowMs, message: TOO_MANY_RESENDS });
  if (!member || member.emailValidated) return;
  if (!hourlyCapAllows(deps, [`validate-mailbox:${key}`, RESEND_MAILBOX_LIMIT], nowMs)) return;
  sendValidationMail(deps, member, apiOrigin);
}

/** True when the link was live (and is now used); false for an unknown or already used link. */
export function validateEmail(deps: Pick<Deps, 'store'>, token: string, nowMs: number): boolean {
  const { store } = deps;
  const row = findLinkToken(deps, 'email-validation', token, nowMs);
  const member = row && store.memberById(row.memberId);
  if (!row || !member) return false;
  row.used = true;
  member.emailValidated = true;
  return true;
}
