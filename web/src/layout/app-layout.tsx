import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useSession } from '../session/session';
import { logout as endSession } from '../session/logout';
import { paths } from '../app/paths';
import { Logo } from './logo';
import { Reads } from '../app/reads';
import { MainMenu } from './main-menu';
import { MenuDrawer } from './menu-drawer';
import { AppFooter } from './app-footer';
import { DemoBadge } from './demo-badge';
import '../components/light/light.css';
import { ScreenFailures } from '../components/load-error';
import { buttonClasses } from '../components/light/button-classes';
import { useHydrated } from '../components/light/use-hydrated';

/** The onboarding's steps: their member has nothing to browse yet. */
const ONBOARDING: string[] = [
  paths.validationPhoto,
  paths.validationInterests,
  paths.validationIncorporation,
];

/**
 * The member's shell: header with logo and 'Cerrar Sesión', menu (drawer on phones), footer. Every
 * member screen renders below it (see routes.ts).
 */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const { informations } = useSession();
  const { pathname } = useLocation();
  // Pre-rendered and hydrating there is no session: the page is drawn for the member who opens it,
  // active (with the menu) or, on the onboarding's steps, still onboarding; once hydrated the
  // session's own member decides.
  const hydrated = useHydrated();
  const guess: ShellDrawn = { menu: !ONBOARDING.includes(pathname), member: true };
  // Members still onboarding (activo 0) have nothing to browse yet, and blocked members (estado
  // 1–3) only see their status on the dashboard: no menu for either.
  const drawn: ShellDrawn = {
    menu: informations?.activo === 1 && informations.estado === 0,
    member: Boolean(informations),
  };
  const { menu: showMenu, member } = hydrated ? drawn : guess;
  const shell = useShellKey(guess, drawn);
  // Between a tap and the next screen (its code and first data on the way): a bar under the header.
  const navigating = useNavigation().state === 'loading';
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await endSession(); // best effort on the server; local storage is cleared in any case
    navigate(paths.root, { replace: true });
  };
  return (
    <Reads>
      <div className="app-shell" key={shell}>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <header className="app-header">
          {showMenu && (
            <button
              type="button"
              className="menu-toggle"
              aria-label="Abrir menú"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <span aria-hidden="true" className="hamburger" />
            </button>
          )}
          <Link to={showMenu ? paths.dashboard : paths.root} className="brand">
            <Logo size={36} />
            <span>Portal Socios</span>
          </Link>
          {/* The kit's classes on a plain button: LightButton's hydration hook would bring the forms'
              chunk into every member screen's first load. */}
          {member && (
            <button
              type="button"
              className={buttonClasses({}, 'logout')}
              onClick={() => void logout()}
              disabled={leaving}
              aria-busy={leaving || undefined}
            >
              Cerrar Sesión
            </button>
          )}
          {navigating && <div className="nav-progress" aria-hidden="true" />}
        </header>
        <DemoBadge />
        <div className="app-body">
          {showMenu && (
            <aside className="app-sider">
              <MainMenu />
            </aside>
          )}
          <main id="contenido" className="app-content" tabIndex={-1} aria-busy={navigating || undefined}>
            {/* Whatever of a screen's reads fail, the screen says so once (components/load-error.tsx). */}
            <ScreenFailures>
              <Outlet />
            </ScreenFailures>
          </main>
        </div>
        <AppFooter />
        {showMenu && (
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            <MainMenu onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        )}
      </div>
    </Reads>
  );
}

/** What of the shell depends on the session: the menu, and 'Cerrar Sesión'. */
type ShellDrawn = { menu: boolean; member: boolean };

/**
 * The shell's key. Drawn before hydration as guessed, the shell is kept when the session's member is
 * drawn the same; otherwise (a visitor, a blocked member) it is replaced once, at the handover:
 * without the menu the brand and the content would slide into its place, a layout shift, where new
 * nodes are not. Settled then: a later change of the session (the incorporation paid brings the
 * menu) updates the shell in place, keeping the screen's state.
 */
function useShellKey(guess: ShellDrawn, drawn: ShellDrawn): string {
  const hydrated = useHydrated();
  const [replaced, setReplaced] = useState<boolean>();
  if (hydrated && replaced === undefined)
    setReplaced(guess.menu !== drawn.menu || guess.member !== drawn.member);
  return replaced ? 'session' : 'guess';
}

export default AppLayout;
