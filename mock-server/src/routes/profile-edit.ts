import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { MessageResponse, ProfileUpdateResponse } from '../../../web/src/api/contract';
import { AppError } from '../http/errors';
import { noInput, numeric, parseRequest, requestSchema, text } from '../http/request';
import { REQUIRED, intField, requiredString } from '../http/schemas';
import { emailField, genderField, optionalText } from '../http/form-fields';
import { currentMember, requireAuth } from '../http/require-auth';
import { toSessionUser } from '../domain/members';
import * as profile from '../domain/profile';
import { confirmCurrentPassword } from '../domain/password-recovery';
import { sourceOf } from '../http/source';
import { CURRENT_REQUIRED } from './passwords';

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
    // Required only when the e-mail changes (checked below); as typed, never trimmed.
    current_password: z.string().max(200, 'Máximo 200 caracteres.').optional(),
  }),
});
const interestsRequest = requestSchema({
  body: z.strictObject({
    interests: z.array(z.string().max(60), { error: profile.UNKNOWN_INTEREST }).max(20),
  }),
});

// This endpoint's failures also say `status: false` (the SPA reads it).
async function withStatusFalse<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.status === 422)
      throw new AppError(422, err.message, err.errors, { ...err.extra, status: false });
    throw err;
  }
}

export function profileEditRoutes(deps: Deps): Router {
  const { clock } = deps;
  const router = Router();
  const auth = requireAuth(deps);
  router.get('/socios/profile/data', auth, noInput, (_req, res) => {
    res.json({ data: profile.toProfileData(currentMember(res)) });
  });
  router.post('/socios/account/profile/update', auth, async (req, res) => {
    const member = currentMember(res);
    const changes = await withStatusFalse(async () => {
      const body = parseRequest(updateRequest, req, (raw) => {
        const errors = profile.profileConflicts(deps, member, text(raw.email), numeric(raw.comuna));
        for (const key of profile.editableNames(member)) if (!text(raw[key])) errors[key] = [REQUIRED];
        if (profile.emailChanges(member, text(raw.email)) && !raw.current_password)
          errors.current_password = [CURRENT_REQUIRED];
        return errors;
      }).body;
      // Whoever holds only a token must not redirect the account's mail (then its recovery links).
      if (profile.emailChanges(member, body.email))
        await confirmCurrentPassword(deps, member, body.current_password ?? '', sourceOf(req), () =>
          clock.nowMs(),
        );
      return body;
    });
    const oldEmail = member.email;
    profile.updateProfile(member, changes);
    if (oldEmail !== member.email) profile.sendEmailChangedNotice(deps, member, oldEmail);
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
