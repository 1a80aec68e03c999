// Field schemas reused by the request schemas of every router, with the spec's Spanish messages.
import { z } from 'zod';
import { matchesRutPattern } from '../../../web/src/domain/rut';

export const REQUIRED = 'Este campo es obligatorio.';
export const RUT_INVALID = 'Rut no válido';

export const requiredString = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Máximo ${max} caracteres.`);

export const rutField = requiredString(20).refine(matchesRutPattern, RUT_INVALID);

/** A JSON number or a numeric string (form posts and query strings carry numbers as text). */
export const intField = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
