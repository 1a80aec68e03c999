// 'Cerrar Sesión' (SPEC §3): the token is ended on the server (`POST socios/logout`) so a
// copy of it stops working, then local storage is cleared — also when the call fails or hangs.
import { request } from '../api/client';
import { endpoints } from '../api/contract';
import { closeSession, getToken } from './session';

const GIVE_UP_MS = 3000;

export async function logout(): Promise<void> {
  const token = getToken();
  if (token) {
    // Not in SPEC §7: an API without it ends nothing, and the device's session ends all the same.
    // Always sent, whatever an earlier answer said ('once', never remembered as not served): on a
    // shared phone the next member's token must end on the server too.
    const call = request('POST', endpoints.logout.path, endpoints.logout.response, undefined, {
      token,
      unshown: 'once',
    }).catch(() => null);
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
  }
  closeSession();
}
