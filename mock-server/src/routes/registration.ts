import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { MessageResponse, RegistrationResponse } from '../../../web/src/api/contract';
import { intField, requiredString, rutField } from '../http/schemas';
import { sourceOf } from '../http/source';
import * as f from '../http/form-fields';
import { numeric, parseRequest, requestSchema, text, type RawBody } from '../http/request';
import type { FieldErrors } from '../http/errors';
import { communeInRegion } from '../domain/geo';
import {
  REGISTERED,
  VALIDATION_RESENT,
  register,
  registrationConflicts,
  resendValidation,
  validateEmail,
} from '../domain/registration';

export const EMAILS_DIFFER = 'Los dos emails no coinciden';
export const PASSWORDS_DIFFER = 'Las dos contraseñas no coinciden';
export const COMMUNE_NOT_IN_REGION = 'La comuna no pertenece a la región seleccionada.';

const registrationRequest = (today: () => string) =>
  requestSchema({
    body: z.strictObject({
      rut: f.validRutField,
      nombres: requiredString(80),
      apellido: requiredString(80),
      segundo_apellido: requiredString(80),
      email: f.emailField,
      email_confirm: requiredString(120),
      telefono: f.optionalNineDigits('Teléfono debe tener 9 dígitos'),
      celular: f.nineDigits('Celular debe tener 9 dígitos'),
      genero: f.genderField,
      pais: requiredString(60),
      fecha_nacimiento: f.birthDateField(today),
      region: intField(1, 16, 'Debe seleccionar una región'),
      comuna: intField(1, 99999, 'Debe seleccionar una comuna'),
      direccion: requiredString(120),
      direccion_nro: requiredString(20),
      direccion_dpto: f.optionalText(20),
      password: f.passwordField,
      password_confirmation: requiredString(200),
    }),
  });
// Opened from the e-mail in a browser: an unknown or mistyped link goes to the page that says so.
const resendRequest = requestSchema({ body: z.strictObject({ rut: rutField }) });
const validateLinkRequest = requestSchema({
  params: z.strictObject({ token: z.string().max(200, 'Enlace inválido.') }),
});

// Rules across fields and against the store, reported together with the schema's errors.
function crossChecks(deps: Pick<Deps, 'store'>, raw: RawBody): FieldErrors {
  const errors: FieldErrors = registrationConflicts(deps, text(raw.rut), text(raw.email));
  const confirm = text(raw.email_confirm);
  if (confirm && confirm.toLowerCase() !== text(raw.email).toLowerCase())
    errors.email_confirm = [EMAILS_DIFFER];
  if (raw.password_confirmation && raw.password_confirmation !== raw.password)
    errors.password_confirmation = [PASSWORDS_DIFFER];
  const region = numeric(raw.region);
  const comuna = numeric(raw.comuna);
  if (region >= 1 && comuna >= 1 && !communeInRegion(comuna, region)) errors.comuna = [COMMUNE_NOT_IN_REGION];
  return errors;
}

export function registrationRoutes(deps: Deps): Router {
  const { clock, config } = deps;
  const router = Router();
  const schema = registrationRequest(() => clock.today());
  router.post('/socios/store', async (req, res) => {
    const payload = parseRequest(schema, req, (raw) => crossChecks(deps, raw)).body;
    await register(deps, payload, config.publicUrl);
    const body: RegistrationResponse = { status: true, data: REGISTERED };
    res.status(201).json(body);
  });
  router.post('/socios/email/resend-validation', (req, res) => {
    const { rut } = parseRequest(resendRequest, req).body;
    resendValidation(deps, rut, sourceOf(req), config.publicUrl);
    const body: MessageResponse = { status: true, data: VALIDATION_RESENT };
    res.json(body);
  });
  router.get('/socios/email/validate/:token', (req, res) => {
    const { token } = parseRequest(validateLinkRequest, req).params;
    const ok = validateEmail(deps, token, clock.nowMs());
    res.redirect(302, ok ? `${config.webUrl}/login?status=true` : `${config.webUrl}/email-validation`);
  });
  return router;
}
