import { Link, useLocation } from 'react-router';
import { external, hrefs, paths } from '../app/paths';
import { PREFETCH_NEXT_SCREEN } from '../app/next-screen';
import './main-menu.css';

interface Entry {
  path: string;
  to: string;
  label: string;
}

// SPEC "Layout": the menu, plain links.
const top: Entry[] = [
  { path: paths.dashboard, to: paths.dashboard, label: 'Inicio' },
  { path: paths.account, to: hrefs.associates(), label: 'Tu cuenta' },
  { path: paths.profile, to: paths.profile, label: 'Perfil' },
];
const payments: Entry[] = [
  { path: paths.dues, to: hrefs.dues(), label: 'Pagar cuota' },
  { path: paths.autoPayments, to: hrefs.autoPayments(), label: 'Pago Automático' },
  { path: paths.paymentsHistory, to: hrefs.paymentsHistory(), label: 'Historial de pagos' },
  { path: paths.extraordinary, to: hrefs.extraordinary(), label: 'Cuota extraordinaria' },
  { path: paths.regularization, to: hrefs.regularization(), label: 'Regularización' },
];
const bottom: Entry[] = [
  { path: paths.purchasesHistory, to: hrefs.purchasesHistory(), label: 'Compras' },
  { path: paths.credential, to: paths.credential, label: 'Mi Credencial' },
];

/** The member's menu; the current screen is highlighted and announced (aria-current="page"). */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // The dues screen reached from the sign-up is still "Pagar cuota".
  const current = pathname === paths.duesRegistration ? paths.dues : pathname;
  const item = ({ path, to, label }: Entry) => (
    <li key={path}>
      <Link
        to={to}
        prefetch={PREFETCH_NEXT_SCREEN}
        className="main-menu__link"
        aria-current={current === path ? 'page' : undefined}
        onClick={onNavigate}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Menú principal" className="main-menu">
      <ul>
        {top.map(item)}
        <li>
          <span className="main-menu__group" id="main-menu-pagos">
            Pagos
          </span>
          <ul aria-labelledby="main-menu-pagos">{payments.map(item)}</ul>
        </li>
        {bottom.map(item)}
        <li>
          <a className="main-menu__link" href={external.shop} target="_blank" rel="noreferrer">
            Tienda oficial
          </a>
        </li>
      </ul>
    </nav>
  );
}
