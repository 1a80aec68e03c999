import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths, sessionEndedLogin } from '../../../app/paths';
import { getSession, sessionEndedBy, useSession } from '../../../session/session';
import { useHydrated } from '../../../components/light/use-hydrated';
import { LightResult } from '../../../components/light/light-result';
import { LightButton } from '../../../components/light/light-button';

/**
 * Payment screens are outside the protected wrapper (SPEC §6), but every call they make needs the
 * member's token. A session that ended while the screen was open (the API refused its token, or it
 * was cleared under it) goes to the login that says 'Tu sesión terminó' and comes back here; a
 * visitor who never logged in is asked to, and also comes back here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { informations, token } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Whether the screen opened with a session: if it then goes, it ended under the member. Read from
  // the store: while hydrating, the hook's session is the build's (none).
  const [hadSession] = useState(() => Boolean(getSession().informations && getSession().token));
  // Pre-rendered and hydrating, the screen is drawn as it first draws for a member: the session is
  // known only once hydrated, and the screen stays in place (not drawn again) if there is one.
  if (!useHydrated() || (informations && token)) return <>{children}</>;
  const back = pathname + search;
  const ended = sessionEndedBy();
  if (ended === 'expired' || (hadSession && ended !== 'logout'))
    return <Navigate to={sessionEndedLogin(back)} replace />;
  return (
    <LightResult
      status="info"
      title="Inicia sesión para continuar"
      subTitle="Ingresa con tu RUT y contraseña; volverás a esta pantalla para pagar."
      extra={
        <LightButton
          type="primary"
          onClick={() => navigate(`${paths.login}?redirect=${encodeURIComponent(back)}`)}
        >
          Ir al inicio de sesión
        </LightButton>
      }
    />
  );
}
