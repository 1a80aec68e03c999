// How a member record looks on the wire (SPEC §3 "Session user"); secrets never leave the store.
import communes from '../../../fixtures/communes.json';
import type { SessionUser } from '../../../web/src/api/contract';
import type { MemberRecord } from '../store/types';
import type { Deps } from '../deps';

export const fullName = (m: MemberRecord) => [m.nombre, m.apellido, m.apellidoM].filter(Boolean).join(' ');

export const communeById = (id: number) => communes.find((c) => c.id === id) ?? null;

export function toSessionUser(m: MemberRecord): SessionUser {
  const commune = communeById(m.comuna);
  return {
    id: m.id,
    rut: m.rut,
    nombre: m.nombre,
    apellido: m.apellido,
    apellidoM: m.apellidoM,
    nombre_completo: fullName(m),
    sexo: m.sexo,
    celular: m.celular,
    telefono: m.telefono,
    email: m.email,
    fecha_nacimiento: m.fecha_nacimiento,
    tipo_socio: m.tipo_socio,
    pais: m.pais,
    direccion: m.direccion,
    direccion_nro: m.direccion_nro,
    direccion_dpto: m.direccion_dpto,
    region: m.region,
    commune: commune ? { id: commune.id, nombre: commune.nombre } : null,
    imagen: m.imagen,
    socio_desde: m.socio_desde,
    numero_socio: m.numero_socio,
    estado: m.estado,
    activo: m.activo,
    legacy_auth_token: m.legacy_auth_token,
    intereses: [...m.intereses],
  };
}

/** Members al día: paid up to the current month or later. */
export const isAlDia = (m: MemberRecord, currentMonth: string) =>
  m.estado === 0 && m.al_dia_hasta !== null && m.al_dia_hasta >= currentMonth;

export const associatesOf = (deps: Pick<Deps, 'store'>, guardianId: number) =>
  deps.store.state.members.filter((m) => m.guardianId === guardianId);
