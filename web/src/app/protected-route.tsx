import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { setStatus, useSession } from '../session/session';
import { refreshUser } from '../api/shared/get-user';
import { paths } from './paths';

/**
 * SPEC §2 and §4: without a user or a stored token, back to `/`. On start the user is refreshed
 * from `GET socios/profile` (issue 14). Status 1 means the member is back
 * from the card provider: refresh the user (dues may be paid now) and reset the flag.
 */
// Tokens whose user was read from the API since the page loaded.
const checked = new Set<string>();

export function ProtectedRoute() {
  const { informations, token, status } = useSession();
  useEffect(() => {
    if (token && status === 1) {
      setStatus(0);
      checked.add(token);
      void refreshUser();
    }
  }, [token, status]);
  // Once per token and page load, the stored user is checked against the token: storage can hold
  // another member's user (a shared computer, a copied session); the API's answer wins.
  useEffect(() => {
    if (!token || checked.has(token)) return;
    checked.add(token);
    void refreshUser();
  }, [token]);
  if (!informations || !token) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
