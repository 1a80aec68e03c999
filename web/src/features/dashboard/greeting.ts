import type { SessionUser } from '../../api/contract';
import { firstName } from '../../domain/names';

/** 'Bienvenida, María José' / 'Bienvenido, Juan Carlos' (SPEC §2: 'a' for Mujer, 'o' otherwise). */
export function greeting(user: Pick<SessionUser, 'nombre' | 'nombre_completo' | 'sexo'>): string {
  const name = user.nombre?.trim() || firstName(user.nombre_completo);
  return `Bienvenid${user.sexo === 'Mujer' ? 'a' : 'o'}, ${name}`;
}
