import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { setStatus, useSession } from '../session/session';
import { refreshUser } from '../session/fetch-user';
import { paths } from './paths';

/**
 * SPEC §2 and §4: without a user or a stored token, back to `/`. Status 1 means the member is back
 * from the card provider: refresh the user (dues may be paid now) and reset the flag.
 */
export function ProtectedRoute() {
  const { informations, token, status } = useSession();
  useEffect(() => {
    if (token && status === 1) {
      setStatus(0);
      void refreshUser();
    }
  }, [token, status]);
  if (!informations || !token) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
