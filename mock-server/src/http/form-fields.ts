// Field schemas of the member forms (registration, profile, passwords) with the spec's messages (§5).
import { z } from 'zod';
import { cleanRut, isValidRut } from '../../../web/src/domain/rut';
import { birthDateProblem } from '../../../web/src/domain/birth-date';
import { REQUIRED, RUT_INVALID, requiredString } from './schemas';

export const EMAIL_INVALID = 'Por favor, introduce una dirección de correo electrónico válida.';
export const PASSWORD_SHORT = 'Escriba mínimo 8 caracteres';
export const DATE_INVALID = 'La fecha de nacimiento no es válida.';
export const GENDER_INVALID = 'Debe seleccionar un género.';

/** Pattern and módulo-11 check digit; comes out clean ('123456785'), as the store keeps it. */
export const validRutField = requiredString(20)
  .refine((v) => v === '' || isValidRut(v), RUT_INVALID) // '' already says REQUIRED
  .transform((rut) => cleanRut(rut));

export const emailField = requiredString(120)
  .pipe(z.email(EMAIL_INVALID))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(8, PASSWORD_SHORT)
  .max(200, 'Máximo 200 caracteres.');

/** Spec §5: a number between 100000000 and 999999999, sent as a number or as text. */
export const nineDigits = (message: string) =>
  z
    .union([z.string(), z.number()], { error: REQUIRED })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', { message: REQUIRED, abort: true })
    .refine((v) => /^[1-9]\d{8}$/.test(v), message);

/** Optional variant: '' and a missing field are fine, anything else must be 9 digits. */
export const optionalNineDigits = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || /^[1-9]\d{8}$/.test(v), message);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => v ?? '');

/** A real calendar day in the past, of the last 120 years: the bound the sign-up form checks too. */
export const birthDateField = (today: () => string) =>
  requiredString(10).refine(
    (v) => v === '' /* already says REQUIRED */ || birthDateProblem(v, today()) === null,
    DATE_INVALID,
  );

export const genderField = z.enum(['m', 'f'], { error: GENDER_INVALID });
