import { Outlet, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { Logo } from './logo';

// The sign-up form has two columns on desktop; the other public screens fit a narrow card.
const WIDE_ROUTES: string[] = [paths.register];

/** Login, sign-up and password screens: the club's crest over one centred card. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const wide = WIDE_ROUTES.includes(pathname);
  return (
    <div className="public-shell">
      <main id="contenido" className={wide ? 'public-card wide' : 'public-card'}>
        <div className="public-brand">
          <Logo size={64} inverted />
          <span>Club Social y Deportivo Albo</span>
        </div>
        <Outlet />
      </main>
    </div>
  );
}

export default PublicLayout;
