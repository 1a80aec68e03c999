import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken, sessionEndedBy, setStatus, useSession } from '../session/session';
import { useHydrated } from '../components/light/use-hydrated';
import { refreshUser } from '../api/shared/get-user';
import { afterContentSettles } from './after-content-settles';
import { paths, sessionEndedLogin } from './paths';

/**
 * SPEC §2 and §4: without a user or a stored token, back to `/`. On start the user is refreshed
 * from `GET socios/profile`. Status 1 means the member is back
 * from the card provider: refresh the user (dues may be paid now) and reset the flag.
 */
// Tokens whose user was read from the API since the page loaded.
const checked = new Set<string>();

export function ProtectedRoute() {
  const { informations, token, status } = useSession();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (token && status === 1) {
      setStatus(0);
      checked.add(token);
      void refreshUser();
    }
  }, [token, status]);
  // Once per token and page load, the stored user is checked against the token: storage can hold
  // another member's user (a shared computer, a copied session); the API's answer wins. Asked once
  // the screen has drawn its data: on a pre-rendered frame this guard mounts before the screen, and
  // the answer's handling landed among the screen's own, which then showed its data later.
  useEffect(() => {
    if (!token || checked.has(token)) return;
    checked.add(token);
    afterContentSettles(() => {
      if (getToken() === token) void refreshUser();
    });
  }, [token]);
  // Without a session, to the start (SPEC §2) — or, when the API just refused the token, to the same
  // login as the 401 handler (root.tsx) sends the member to, so whichever runs last, they agree.
  // The pre-rendered frame has no member; the page's own one decides once hydrated.
  if (hydrated && (!informations || !token))
    return (
      <Navigate
        to={sessionEndedBy() === 'expired' ? sessionEndedLogin(pathname + search) : paths.root}
        replace
      />
    );
  return <Outlet />;
}

export default ProtectedRoute;
