// When this device last read the member's fee standing from the network, so an offline credential
// can say how fresh it is ('Actualizada el …'). Per member: a shared phone never shows another's date.
import { cleanRut } from '../../domain/rut';

// Local storage, so 'Cerrar Sesión' (which clears it, SPEC §3) forgets it too.
const key = (rut: string) => `socios.credential-seen-at.${cleanRut(rut)}`;

export function rememberSeen(rut: string, day: string): void {
  try {
    localStorage.setItem(key(rut), day);
  } catch {
    // storage full or disabled: the credential still shows, only without its date
  }
}

export function lastSeen(rut: string): string | null {
  try {
    return localStorage.getItem(key(rut));
  } catch {
    return null;
  }
}
