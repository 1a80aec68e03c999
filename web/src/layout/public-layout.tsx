import { Outlet } from 'react-router-dom';
import { Logo } from './logo';

/** Login, sign-up and password screens: the club's crest over one centred card. */
export function PublicLayout() {
  return (
    <div className="public-shell">
      <main id="contenido" className="public-card">
        <div className="public-brand">
          <Logo size={64} inverted />
          <span>Club Social y Deportivo Albo</span>
        </div>
        <Outlet />
      </main>
    </div>
  );
}
