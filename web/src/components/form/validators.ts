// Client-side rules of SPEC §5, with the spec's messages, composable per field.
import { matchesRutPattern } from '../../domain/rut';

export const MESSAGES = {
  required: 'Este campo es obligatorio.',
  rut: 'Rut no válido',
  email: 'Por favor, introduce una dirección de correo electrónico válida.',
  emailsDiffer: 'Los dos emails no coinciden',
  passwordsDiffer: 'Las dos contraseñas no coinciden',
  minPassword: 'Escriba mínimo 8 caracteres',
  phone: 'Teléfono debe tener 9 dígitos',
  mobile: 'Celular debe tener 9 dígitos',
  region: 'Debe seleccionar una región',
  commune: 'Debe seleccionar una comuna',
  number: 'Debes escribir un numero',
  form: 'Existen campos que no cumplen con las validaciones',
} as const;

export type Rule<V = unknown> = (value: V, values: Record<string, unknown>) => string | undefined;

export const compose =
  <V>(...rules: Rule<V>[]): Rule<V> =>
  (value, values) => {
    for (const rule of rules) {
      const error = rule(value, values);
      if (error) return error;
    }
    return undefined;
  };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const required: Rule = (v) => (isBlank(v) ? MESSAGES.required : undefined);
export const rut: Rule = (v) => (isBlank(v) || matchesRutPattern(String(v)) ? undefined : MESSAGES.rut);
export const email: Rule = (v) =>
  isBlank(v) || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(String(v)) ? undefined : MESSAGES.email;
export const minLength =
  (n: number, message: string = MESSAGES.minPassword): Rule =>
  (v) =>
    isBlank(v) || String(v).length >= n ? undefined : message;
export const sameAs =
  (other: string, message: string): Rule =>
  (v, values) =>
    v === values[other] ? undefined : message;
/** A 9-digit number between 100000000 and 999999999 (SPEC §5 registration). */
export const nineDigits =
  (message: string): Rule =>
  (v) => {
    if (isBlank(v)) return undefined;
    const n = Number(String(v).trim());
    return /^\d{9}$/.test(String(v).trim()) && n >= 100000000 && n <= 999999999 ? undefined : message;
  };
export const atLeastOne =
  (message: string): Rule =>
  (v) =>
    Number(v) >= 1 ? undefined : message;
