import { Outlet } from 'react-router';
import { BlockedStatus } from '../components/blocked-status';
import { PageTitle } from '../components/page-title';
import { useSession } from '../session/session';

/**
 * SPEC §2 access rule: a member in estado 1 (Renuncia), 2 (Eliminado) or 3 (No Habilitado) sees
 * their status instead of any member screen — typing an address does not reach the dues screen or
 * a credential. Without a session the screen below decides (login prompt or redirect).
 */
export function BlockedGuard() {
  const { informations } = useSession();
  if (informations && informations.estado !== 0)
    return (
      <>
        <PageTitle>Estado de tu cuenta</PageTitle>
        <BlockedStatus estado={informations.estado} />
      </>
    );
  return <Outlet />;
}

export default BlockedGuard;
