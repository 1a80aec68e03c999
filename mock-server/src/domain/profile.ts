// 'Mis Datos' (SPEC §5): what the form reads and what a member may change. RUT, birth date,
// category, country and region are the club's records; names are too once they are set.
import interests from '../../../fixtures/interests.json';
import type { Interest, ProfileForm } from '../../../web/src/api/contract';
import type { MemberRecord } from '../store/types';
import { validationError, type FieldErrors } from '../http/errors';
import { communeInRegion } from './geo';
import { emailTaken, EMAIL_TAKEN } from './registration';
import { sendMail } from './mail';
import { fullName, toSessionUser } from './members';
import type { Deps } from '../deps';

export const COMMUNE_NOT_IN_REGION = 'La comuna no pertenece a tu región.';
export const UNKNOWN_INTEREST = 'Elige intereses de la lista.';
export const INTERESTS_SAVED = 'Intereses guardados.';

export const interestList = (): Interest[] => interests.map((i) => ({ ...i }));

/**
 * SPEC §7's "profile data" names no fields: the fake answers both readings another team may choose,
 * the session user's names and the update form's (MOCK_SHAPES=spec keeps only the session user's).
 */
export function toProfileData(m: MemberRecord): Record<string, unknown> {
  const { legacy_auth_token: _token, intereses: _interests, id: _id, ...user } = toSessionUser(m);
  return { ...user, ...toProfileForm(m) };
}

function toProfileForm(m: MemberRecord): ProfileForm {
  return {
    rut: m.rut,
    nombre: m.nombre,
    apellido: m.apellido,
    apellidoM: m.apellidoM,
    celular: m.celular,
    telefono: m.telefono,
    email: m.email,
    genero: m.sexo === 'Mujer' ? 'f' : 'm',
    fecha_nacimiento: m.fecha_nacimiento,
    tipo_socio: m.tipo_socio,
    pais: m.pais,
    direccion: m.direccion,
    numero: m.direccion_nro,
    dpto: m.direccion_dpto,
    region: m.region,
    comuna: m.comuna,
  };
}

export interface ProfileChanges {
  nombre?: string;
  apellido?: string;
  apellidoM?: string;
  celular: string;
  telefono: string;
  email: string;
  genero: 'm' | 'f';
  direccion: string;
  numero: string;
  dpto: string;
  comuna: number;
}

/** Fields a member may still fill in: names only while empty (an old import may lack them). */
export const editableNames = (m: MemberRecord) =>
  (['nombre', 'apellido', 'apellidoM'] as const).filter((k) => m[k].trim() === '');

/** Rules that need the member or the store; merged with the form's own errors by the router. */
export function profileConflicts(
  deps: Pick<Deps, 'store'>,
  m: MemberRecord,
  email: string,
  comuna: number,
): FieldErrors {
  const errors: FieldErrors = {};
  if (email && emailTaken(deps, email, m.id)) errors.email = [EMAIL_TAKEN];
  if (comuna >= 1 && !communeInRegion(comuna, m.region)) errors.comuna = [COMMUNE_NOT_IN_REGION];
  return errors;
}

/** True when `email` (as sent) is not the member's current address. */
export const emailChanges = (m: MemberRecord, email: string) =>
  email !== '' && email.trim().toLowerCase() !== m.email.toLowerCase();

const masked = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

/** The old address hears about the change, so a takeover does not go unnoticed. */
export function sendEmailChangedNotice(
  deps: Pick<Deps, 'store' | 'clock'>,
  m: MemberRecord,
  oldEmail: string,
): void {
  sendMail(deps, {
    to: oldEmail,
    subject: 'Cambiamos el correo de tu cuenta',
    text: `Hola ${fullName(m)}, el correo de tu cuenta de socio cambió a ${masked(m.email)}. Desde ahora los avisos y los enlaces para recuperar tu contraseña llegarán ahí. Si no fuiste tú, escríbenos de inmediato.`,
  });
}

export function updateProfile(m: MemberRecord, c: ProfileChanges): MemberRecord {
  for (const key of editableNames(m)) {
    const value = c[key];
    if (value) m[key] = value;
  }
  m.celular = c.celular;
  m.telefono = c.telefono;
  m.email = c.email;
  m.sexo = c.genero === 'f' ? 'Mujer' : 'Hombre';
  m.direccion = c.direccion;
  m.direccion_nro = c.numero;
  m.direccion_dpto = c.dpto;
  m.comuna = c.comuna;
  return m;
}

export function setInterests(m: MemberRecord, names: string[]): void {
  const known = new Set(interests.map((i) => i.name));
  if (names.some((n) => !known.has(n))) throw validationError({ interests: [UNKNOWN_INTEREST] });
  m.intereses = [...new Set(names)];
}
