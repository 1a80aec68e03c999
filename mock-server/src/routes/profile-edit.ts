import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from './deps';
import type { MessageResponse, ProfileUpdateResponse } from '../../../web/src/api/contract';
import { AppError } from '../http/errors';
import { noInput, numeric, parseRequest, requestSchema, text } from '../http/request';
import { REQUIRED, intField, requiredString } from '../http/schemas';
import { emailField, genderField, optionalText } from '../http/form-fields';
import { currentMember, requireAuth } from '../http/require-auth';
import { toSessionUser } from '../domain/members';
import * as profile from '../domain/profile';

// Spec §5: optional plus, optional parenthesised prefix, then digits, hyphens, spaces, dots, slashes.
const PHONE = /^\+?\(?\d{1,4}\)?[-\s./0-9]*$/;
const phone = (message: string) =>
  z
    .union([z.string(), z.number()], { error: REQUIRED })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', { message: REQUIRED, abort: true })
    .refine((v) => v.length <= 20 && PHONE.test(v), message);
// Sent back by the form, never applied; still bounded, like everything a client sends.
const readOnly = z.union([z.string().max(200), z.number(), z.null()]).optional();
const name = z.string().trim().max(80, 'Máximo 80 caracteres.').optional();

const updateRequest = requestSchema({
  body: z.strictObject({
    rut: readOnly,
    fecha_nacimiento: readOnly,
    tipo_socio: readOnly,
    pais: readOnly,
    region: readOnly,
    nombre: name,
    apellido: name,
    apellidoM: name,
    celular: phone('Escribe un celular válido.'),
    telefono: phone('Escribe un teléfono válido.'),
    email: emailField,
    genero: genderField,
    direccion: requiredString(120),
    numero: z
      .union([z.string(), z.number()], { error: 'Debes escribir un numero' })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,8}$/.test(v), 'Debes escribir un numero'),
    dpto: optionalText(20),
    comuna: intField(1, 99999, 'Debe seleccionar una comuna'),
  }),
});
const interestsRequest = requestSchema({
  body: z.strictObject({
    interests: z.array(z.string().max(60), { error: profile.UNKNOWN_INTEREST }).max(20),
  }),
});

// This endpoint's failures also say `status: false` (the SPA reads it).
function withStatusFalse<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof AppError && err.status === 422)
      throw new AppError(422, err.message, err.errors, { ...err.extra, status: false });
    throw err;
  }
}

export function profileEditRoutes({ store, clock }: Deps): Router {
  const router = Router();
  const auth = requireAuth(store, clock);
  router.get('/socios/profile/data', auth, noInput, (_req, res) => {
    res.json({ data: profile.toProfileForm(currentMember(res)) });
  });
  router.post('/socios/account/profile/update', auth, (req, res) => {
    const member = currentMember(res);
    const changes = withStatusFalse(
      () =>
        parseRequest(updateRequest, req, (raw) => {
          const errors = profile.profileConflicts(store, member, text(raw.email), numeric(raw.comuna));
          for (const key of profile.editableNames(member)) if (!text(raw[key])) errors[key] = [REQUIRED];
          return errors;
        }).body,
    );
    profile.updateProfile(member, changes);
    const body: ProfileUpdateResponse = { status: true, data: toSessionUser(member) };
    res.json(body);
  });
  router.post('/socios/profile/set-interests', auth, (req, res) => {
    const { interests } = parseRequest(interestsRequest, req).body;
    profile.setInterests(currentMember(res), interests);
    const body: MessageResponse = { status: true, data: profile.INTERESTS_SAVED };
    res.json(body);
  });
  return router;
}
