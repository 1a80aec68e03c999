// Login, registration and passwords (SPEC §3, §7).
import './jitless';
import * as z from 'zod/mini';
import { isoDate, successAnswer } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

export const loginRequest = z.object({ rut: z.string(), password: z.string() });
/** 200 with flag false for wrong credentials or an unvalidated e-mail; 422 `{ errors: { rut } }`; 429 throttled. */
export const loginResponse = z.object({
  flag: z.boolean(),
  token: z.optional(z.string().check(z.minLength(1))),
  msg: z.string(),
});

export const registrationPayload = z.object({
  rut: z.string(),
  nombres: z.string(),
  apellido: z.string(),
  segundo_apellido: z.string(),
  email: z.string(),
  email_confirm: z.string(),
  telefono: z.optional(z.string()),
  celular: z.string(),
  genero: z.enum(['m', 'f']),
  pais: z.string(),
  fecha_nacimiento: isoDate,
  region: z.number().check(z.int()),
  comuna: z.number().check(z.int()),
  direccion: z.string(),
  direccion_nro: z.string(),
  direccion_dpto: z.optional(z.string()),
  password: z.string(),
  password_confirmation: z.string(),
});
/** 201 `{ status: true, data: 'Se registró correctamente, …' }`; 422 with one message per bad field. */
export const registrationResponse = successAnswer;

export const recoverLinkRequest = z.object({ rut: z.string() });
/** `status: true` → `data` is the text to show; `status: false` → `errors` is the text to show. */
export const recoverLinkResponse = z.object({
  status: z.boolean(),
  data: z.optional(z.string()),
  errors: z.optional(z.string()),
});

export const resetPasswordRequest = z.object({ password: z.string(), token: z.string() });
export const resetPasswordResponse = successAnswer;

export const updatePasswordRequest = z.object({ current_password: z.string(), new_password: z.string() });
export const updatePasswordResponse = successAnswer;

export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type RegistrationPayload = z.infer<typeof registrationPayload>;
export type RegistrationResponse = z.infer<typeof registrationResponse>;
export type RecoverLinkRequest = z.infer<typeof recoverLinkRequest>;
export type RecoverLinkResponse = z.infer<typeof recoverLinkResponse>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponse>;
