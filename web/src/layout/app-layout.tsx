import { Suspense, useState } from 'react';
import { Button, Drawer, Spin } from 'antd';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { closeSession, useSession } from '../session/session';
import { paths } from '../app/paths';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { AppFooter } from './app-footer';

/** The member's shell: header with logo and 'Cerrar Sesión', menu (drawer on phones), footer. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const { informations } = useSession();
  // Members still onboarding (activo 0) have nothing to browse yet, and blocked members (estado
  // 1–3) only see their status on the dashboard: no menu for either.
  const showMenu = informations?.activo === 1 && informations.estado === 0;
  const logout = () => {
    closeSession();
    navigate(paths.root, { replace: true });
  };
  return (
    <div className="app-shell">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <header className="app-header">
        {showMenu && (
          <Button
            className="menu-toggle"
            type="text"
            aria-label="Abrir menú"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            icon={<span aria-hidden="true" className="hamburger" />}
          />
        )}
        <Link to={showMenu ? paths.dashboard : paths.root} className="brand">
          <Logo size={36} />
          <span>Portal Socios</span>
        </Link>
        {informations && (
          <Button className="logout" onClick={logout}>
            Cerrar Sesión
          </Button>
        )}
      </header>
      <div className="app-body">
        {showMenu && (
          <aside className="app-sider">
            <MainMenu />
          </aside>
        )}
        <main id="contenido" className="app-content" tabIndex={-1}>
          <Suspense fallback={<Spin size="large" className="page-spinner" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AppFooter />
      {showMenu && (
        <Drawer
          title="Menú"
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
        >
          <MainMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </div>
  );
}
