import { Outlet } from 'react-router-dom';
import { AppProvider } from './provider';
import { loadAntdStylesheet } from './antd-styles';

/** antd's static stylesheet, in the page before antd renders (router.tsx waits for it). */
export const stylesReady = loadAntdStylesheet();

/**
 * The member screens that use antd render inside its providers; this route loads them lazily. (The
 * public screens are light: no antd, docs/decisions/light-and-antd.md.)
 */
export default function AntdRoot() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
