// The user refresh (`GET socios/profile`), used after login, after the photo step and when the
// member comes back from the card provider.
import { request } from '../api/client';
import { dataOf, sessionUser, type SessionUser } from '../api/contract';
import { saveUser } from './session';

export async function fetchUser(token?: string): Promise<SessionUser | null> {
  const result = await request(
    'GET',
    'socios/profile',
    dataOf(sessionUser),
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
