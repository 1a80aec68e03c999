// SPEC §7's "profile data" (`socios/profile/data`) is named without fields: one API answers the
// update form's names (genero, numero, dpto, comuna), another the session user's (sexo, direccion_nro,
// direccion_dpto, commune), another part of either. 'Mis Datos' reads both, and takes whatever is
// missing from the session user the member logged in with. Pure.
import type { ProfileForm, SessionUser } from '../../api/contract';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const whole = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};
/** 'YYYY-MM-DD' (a date-time's day too); anything else is not a date to show. */
const day = (v: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(text(v) ?? '')?.[0];
const first = <T>(...values: (T | undefined)[]) => values.find((v) => v !== undefined);

/** 'f' for SPEC §3's 'Mujer' (and the form's own 'f', 'Femenino'); 'm' for anything else given. */
function genderOf(v: unknown): ProfileForm['genero'] | undefined {
  const t = text(v)?.trim().toLowerCase();
  if (!t) return undefined;
  return t === 'f' || t === 'mujer' || t === 'femenino' ? 'f' : 'm';
}

/** A commune as an id, `{ id, nombre }`, or its id as text. */
const communeId = (v: unknown) => (isRecord(v) ? whole(v.id) : whole(v));

export function profileFromData(data: unknown, user: SessionUser): ProfileForm {
  const d: Raw = isRecord(data) ? data : {};
  const str = (...names: string[]) => first(...names.map((n) => text(d[n])));
  return {
    rut: str('rut') ?? user.rut,
    nombre: str('nombre') ?? user.nombre,
    apellido: str('apellido') ?? user.apellido,
    apellidoM: str('apellidoM', 'segundo_apellido') ?? user.apellidoM,
    celular: str('celular') ?? user.celular,
    telefono: str('telefono') ?? user.telefono,
    email: str('email') ?? user.email,
    genero: genderOf(d.genero) ?? genderOf(d.sexo) ?? genderOf(user.sexo) ?? 'm',
    fecha_nacimiento: day(d.fecha_nacimiento) ?? user.fecha_nacimiento,
    tipo_socio: whole(d.tipo_socio) ?? user.tipo_socio,
    pais: str('pais') ?? user.pais,
    direccion: str('direccion') ?? user.direccion,
    numero: str('numero', 'direccion_nro') ?? user.direccion_nro,
    dpto: str('dpto', 'direccion_dpto') ?? user.direccion_dpto,
    region: whole(d.region) ?? (isRecord(d.region) ? whole(d.region.id) : undefined) ?? user.region ?? 0,
    comuna: communeId(d.comuna) ?? communeId(d.commune) ?? user.commune?.id ?? 0,
  };
}
