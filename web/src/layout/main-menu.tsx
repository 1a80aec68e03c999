import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { external, hrefs, paths } from '../app/paths';

type Item = Required<MenuProps>['items'][number];

// SPEC "Layout": the menu, with the current screen highlighted (its key is the path).
const items: Item[] = [
  { key: paths.dashboard, label: <Link to={paths.dashboard}>Inicio</Link> },
  { key: paths.account, label: <Link to={hrefs.associates()}>Tu cuenta</Link> },
  { key: paths.profile, label: <Link to={paths.profile}>Perfil</Link> },
  {
    key: 'pagos',
    label: 'Pagos',
    children: [
      { key: paths.dues, label: <Link to={hrefs.dues()}>Pagar cuota</Link> },
      { key: paths.autoPayments, label: <Link to={hrefs.autoPayments()}>Pago Automático</Link> },
      { key: paths.paymentsHistory, label: <Link to={hrefs.paymentsHistory()}>Historial de pagos</Link> },
      { key: paths.extraordinary, label: <Link to={hrefs.extraordinary()}>Cuota extraordinaria</Link> },
      { key: paths.regularization, label: <Link to={hrefs.regularization()}>Regularización</Link> },
    ],
  },
  { key: paths.purchasesHistory, label: <Link to={hrefs.purchasesHistory()}>Compras</Link> },
  { key: paths.credential, label: <Link to={paths.credential}>Mi Credencial</Link> },
  {
    key: 'tienda',
    label: (
      <a href={external.shop} target="_blank" rel="noreferrer">
        Tienda oficial
      </a>
    ),
  },
];

export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const selected = pathname === paths.duesRegistration ? paths.dues : pathname;
  return (
    <nav aria-label="Menú principal">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={['pagos']}
        onClick={onNavigate}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
