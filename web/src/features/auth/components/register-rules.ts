// The registration form's values, rules (SPEC §5 with the spec's messages) and wire payload.
import dayjs from 'dayjs';
import type { RegistrationPayload } from '../../../api/contract';
import { cleanRut, isValidRut } from '../../../domain/rut';
import { birthDateProblem, birthYearText } from '../../../domain/birth-date';
import * as v from '../../../components/form/validators';

export interface RegisterValues {
  rut?: string;
  nombres?: string;
  apellido?: string;
  segundo_apellido?: string;
  email?: string;
  email_confirm?: string;
  telefono?: string;
  celular?: string;
  genero?: 'm' | 'f';
  fecha_nacimiento?: string;
  pais?: string;
  region?: number;
  comuna?: number;
  direccion?: string;
  direccion_nro?: string;
  direccion_dpto?: string;
  password?: string;
  password_confirmation?: string;
}

export const INITIAL_VALUES: RegisterValues = { pais: 'Chile' };

// Form-level toasts of SPEC §8 for the two confirmations (the fields say §5's longer texts).
export const EMAILS_DIFFER_TOAST = 'Los email no coinciden';
export const PASSWORDS_DIFFER_TOAST = 'Las password no coinciden';
export const BIRTH_DATE_INVALID = 'La fecha de nacimiento no es válida.';

const blank = (x: unknown) => x === undefined || x === null || String(x).trim() === '';

/** Pattern and check digit: the server refuses a RUT whose check digit is wrong, so say so now. */
const validRut: v.Rule = (x) => (blank(x) || isValidRut(String(x)) ? undefined : v.MESSAGES.rut);
const sameEmail: v.Rule = (x, all) =>
  String(x ?? '')
    .trim()
    .toLowerCase() ===
  String(all.email ?? '')
    .trim()
    .toLowerCase()
    ? undefined
    : v.MESSAGES.emailsDiffer;
/** The server's bound (domain/birth-date.ts), said under the field instead of in its box below. */
const plausibleBirthDate: v.Rule = (x) => {
  if (blank(x)) return undefined;
  const today = dayjs().format('YYYY-MM-DD');
  const problem = birthDateProblem(String(x), today);
  if (problem === 'too-old') return birthYearText(today);
  return problem ? BIRTH_DATE_INVALID : undefined;
};

export const rules = {
  rut: v.compose(v.required, validRut),
  required: v.required,
  email: v.compose(v.required, v.email),
  emailConfirm: v.compose(v.required, sameEmail),
  telefono: v.nineDigits(v.MESSAGES.phone),
  celular: v.compose(v.required, v.nineDigits(v.MESSAGES.mobile)),
  fecha: v.compose(v.required, plausibleBirthDate),
  password: v.compose(v.required, v.minLength(8)),
  passwordConfirm: v.compose(v.required, v.sameAs('password', v.MESSAGES.passwordsDiffer)),
};

/** The §8 toasts that go with a refused submit, the general one first. */
export function submitToasts(values: RegisterValues): string[] {
  const toasts: string[] = [v.MESSAGES.form];
  if (values.email_confirm && sameEmail(values.email_confirm, values as Record<string, unknown>))
    toasts.push(EMAILS_DIFFER_TOAST);
  if (values.password_confirmation && values.password_confirmation !== values.password)
    toasts.push(PASSWORDS_DIFFER_TOAST);
  return toasts;
}

const trim = (x: string | undefined) => (x ?? '').trim();
const optional = (x: string | undefined) => (trim(x) ? trim(x) : undefined);

/** What `socios/store` receives: the RUT clean, texts trimmed, optional fields left out when empty. */
export function toPayload(values: RegisterValues): RegistrationPayload {
  return {
    rut: cleanRut(values.rut ?? ''),
    nombres: trim(values.nombres),
    apellido: trim(values.apellido),
    segundo_apellido: trim(values.segundo_apellido),
    email: trim(values.email),
    email_confirm: trim(values.email_confirm),
    telefono: optional(values.telefono),
    celular: trim(values.celular),
    genero: values.genero as 'm' | 'f',
    pais: trim(values.pais),
    fecha_nacimiento: values.fecha_nacimiento ?? '',
    region: Number(values.region),
    comuna: Number(values.comuna),
    direccion: trim(values.direccion),
    direccion_nro: trim(values.direccion_nro),
    direccion_dpto: optional(values.direccion_dpto),
    password: values.password ?? '',
    password_confirmation: values.password_confirmation ?? '',
  };
}

/** Labels for the server's field names, so the error list says which field each line is about. */
export const FIELD_LABELS: Record<string, string> = {
  rut: 'RUT',
  nombres: 'Nombres',
  apellido: 'Apellido paterno',
  segundo_apellido: 'Apellido materno',
  email: 'Correo electrónico',
  email_confirm: 'Confirmar correo electrónico',
  telefono: 'Teléfono',
  celular: 'Celular',
  genero: 'Género',
  fecha_nacimiento: 'Fecha de nacimiento',
  pais: 'País',
  region: 'Región',
  comuna: 'Comuna',
  direccion: 'Calle',
  direccion_nro: 'Número',
  direccion_dpto: 'Depto. / Oficina',
  password: 'Contraseña',
  password_confirmation: 'Confirmar contraseña',
};
