import { Outlet, useLocation } from 'react-router-dom';
import { paths } from './paths';
import { AppProvider, TOAST_TOP } from './provider';
import { loadAntdStylesheet } from './antd-styles';

/** antd's static stylesheet, in the page before antd renders (router.tsx waits for it). */
export const stylesReady = loadAntdStylesheet();

// The screens of the public layout (router.tsx): their header is the crest inside the card.
const PUBLIC_SCREENS: string[] = [paths.register, paths.recoverPassword, paths.resetPassword];

/** Every screen but /login renders inside antd's providers; this route loads them lazily. */
export default function AntdRoot() {
  const { pathname } = useLocation();
  return (
    <AppProvider toastTop={PUBLIC_SCREENS.includes(pathname) ? TOAST_TOP.public : TOAST_TOP.member}>
      <Outlet />
    </AppProvider>
  );
}
