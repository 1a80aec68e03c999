// `GET socios/profile`, the user refresh (SPEC §7): after login, after the photo step, when the
// member comes back from the card provider, and once per token on start (the stored user is checked).
import { request } from '../client';
import { endpoints, type SessionUser } from '../contract';
import { saveUser } from '../../session/session';

export async function fetchUser(token?: string): Promise<SessionUser | null> {
  const result = await request(
    'GET',
    endpoints.user.path,
    endpoints.user.response,
    undefined,
    token ? { token } : {},
  );
  return result.ok ? result.data.data : null;
}

/** Fetches the user and saves it in the session; false when it could not. */
export async function refreshUser(): Promise<boolean> {
  const user = await fetchUser();
  if (user) saveUser(user);
  return user !== null;
}
