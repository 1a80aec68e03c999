import { Outlet } from 'react-router-dom';
import { AppProvider } from './provider';

/** Every screen but /login renders inside antd's providers; this route loads them lazily. */
export default function AntdRoot() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
