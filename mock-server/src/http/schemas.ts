// Field schemas reused by the request schemas of every router, with the spec's Spanish messages.
import { z } from 'zod';
import { matchesRutPattern } from '../../../web/src/domain/rut';

export const REQUIRED = 'Este campo es obligatorio.';
export const RUT_INVALID = 'Rut no válido';

export const requiredString = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Máximo ${max} caracteres.`);

export const rutField = requiredString(20).refine(matchesRutPattern, RUT_INVALID);

/** Plain decimal digits, no sign, no leading zero: what a form field or a query string carries. */
const DECIMAL_DIGITS = /^(0|[1-9]\d{0,15})$/;

/**
 * A JSON number, or plain decimal digits as text (form posts and query strings carry numbers as
 * text). No coercion: true, [3], '0x3', '6e3', ' 3', '+3' and '3.0' are 422s, not 1, 3, 3, 6000.
 */
export const intField = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().regex(DECIMAL_DIGITS).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));
