// The member: the session user, the 'Mis Datos' form, photo and interests (SPEC §3).
import './jitless';
import * as z from 'zod/mini';
import { blankable, extension, EXTENSION_PREFIX, id, isoDate } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

/**
 * Member estado (SPEC §4): 0 ok, 1 resigned, 2 deleted, 3 not enabled. Any other integer is taken,
 * not refused: a state the club added later is a member the portal must tell about her state, not
 * a login that fails as if the connection did.
 */
export const memberEstado = z.number().check(z.int()).register(z.globalRegistry, {
  description:
    '0 ok, 1 resigned, 2 deleted, 3 not enabled (SPEC §4); any other value: a state the portal does not know, shown as blocked',
});
export type MemberEstado = z.infer<typeof memberEstado>;

export const commune = z.object({ id, nombre: z.string() });
export const region = z.object({ id, nombre: z.string() });

/**
 * The session user (SPEC §3 "Session user: rut, nombre, … legacy_auth_token"), as answered by
 * `GET socios/profile` inside `data`.
 */
export const sessionUser = z.object({
  /** sent as `main_account` when a member pays */
  id: extension(
    id,
    'a payment leaves main_account out and the API knows the payer from the token (README, "Pointing the SPA at the real API")',
  ),
  rut: z.string().check(z.minLength(1)),
  nombre: z.string(),
  apellido: z.string(),
  apellidoM: blankable,
  nombre_completo: z.string().check(z.minLength(1)),
  /** 'Mujer' or anything else (SPEC §3). */
  sexo: z.string(),
  celular: blankable,
  telefono: blankable,
  email: z.string(),
  fecha_nacimiento: isoDate,
  tipo_socio: z.number().check(z.int()),
  pais: blankable,
  direccion: blankable,
  direccion_nro: blankable,
  direccion_dpto: blankable,
  /** SPEC §2: one of the 16 regions (13 = Metropolitana); `communes/{id}` takes the same ids. */
  region: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(16))),
  commune: z.nullable(commune),
  /** Path or URL of the photo; a value starting with '?' means "no photo". */
  imagen: z._default(z.string(), '?'),
  socio_desde: z.nullable(isoDate),
  /** The member number on the credential: positive, as ids are. */
  numero_socio: z.nullable(id),
  estado: memberEstado,
  activo: z.literal([0, 1]),
  legacy_auth_token: blankable,
  /** the interests already chosen (SPEC §4 incorporation flow) */
  intereses: z._default(z.array(z.string()), []).register(z.globalRegistry, {
    description: `${EXTENSION_PREFIX}the interests step starts with none ticked`,
  }),
});

/** The 'Mis Datos' form (SPEC §3 "Profile update fields: rut, nombre, … region, comuna"), as sent to `socios/account/profile/update`. */
export const profileForm = z.object({
  rut: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  apellidoM: blankable,
  celular: blankable,
  telefono: blankable,
  email: z.string(),
  genero: z.enum(['m', 'f']),
  fecha_nacimiento: isoDate,
  tipo_socio: z.number().check(z.int()),
  pais: blankable,
  direccion: blankable,
  numero: blankable,
  dpto: blankable,
  region: z.number().check(z.int()),
  comuna: z.number().check(z.int()),
});
/**
 * `GET socios/profile/data` (SPEC §7 "profile data", no fields named): in `data`, the session user's
 * names or the update form's, whole or in part; 'Mis Datos' reads either and fills the rest from the
 * session user (features/profile/profile-from-data.ts).
 */
export const profileData = z.object({ data: z.record(z.string(), z.unknown()) });
/**
 * 200 `{ status: true }` (SPEC §7 "response status, validations.errors"); the fake adds the updated
 * session user in `data`, else the portal reads it again. 422 `{ status: false, errors }`.
 */
export const profileUpdateResponse = z.object({
  status: z.boolean(),
  data: extension(sessionUser, 'the portal reads the session user again (`socios/profile`)'),
});

/** Multipart field `profile_picture`. 200 `{ url }`; 422 `{ errors: { profile_picture: [msg] } }`. */
export const uploadPictureResponse = z.object({ url: z.string().check(z.minLength(1)) });

/** SPEC §3 "Interests: list items with name". */
export const interest = z.object({ name: z.string(), id: extension(id, 'nothing: the portal saves names') });
export const setInterestsRequest = z.object({ interests: z.array(z.string()) });

export type Commune = z.infer<typeof commune>;
export type Region = z.infer<typeof region>;
export type SessionUser = z.infer<typeof sessionUser>;
export type ProfileForm = z.infer<typeof profileForm>;
export type ProfileData = z.infer<typeof profileData>;
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;
export type UploadPictureResponse = z.infer<typeof uploadPictureResponse>;
export type Interest = z.infer<typeof interest>;
export type SetInterestsRequest = z.infer<typeof setInterestsRequest>;
