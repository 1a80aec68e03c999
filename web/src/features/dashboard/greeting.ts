import type { SessionUser } from '../../api/contract';

/** 'Bienvenida, María José' / 'Bienvenido, Juan Carlos' (SPEC §2: 'a' for Mujer, 'o' otherwise). */
export function greeting(user: Pick<SessionUser, 'nombre' | 'nombre_completo' | 'sexo'>): string {
  const name = user.nombre?.trim() || user.nombre_completo.trim().split(/\s+/)[0] || '';
  return `Bienvenid${user.sexo === 'Mujer' ? 'a' : 'o'}, ${name}`;
}
