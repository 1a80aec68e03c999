import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useSession } from '../../../session/session';

/**
 * Payment screens are outside the protected wrapper (SPEC §6), but every call they make needs the
 * member's token: without a session, say so and offer the login instead of failing call by call.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { informations, token } = useSession();
  const navigate = useNavigate();
  if (informations && token) return <>{children}</>;
  return (
    <Result
      status="info"
      title="Inicia sesión para continuar"
      subTitle="Necesitas ingresar con tu RUT y contraseña para pagar."
      extra={
        <Button type="primary" onClick={() => navigate(paths.login)}>
          Ir al inicio de sesión
        </Button>
      }
    />
  );
}
