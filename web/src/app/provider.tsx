import type { ReactNode } from 'react';
import { Provider as MotionProvider } from '@rc-component/motion';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { prefersReducedMotion } from '../components/reduced-motion';
import { theme } from './theme';

dayjs.locale('es');

// A fixed key for antd's CSS variables (it otherwise takes a React id, which depends on where the
// provider sits in the tree): the styles extracted at build time (scripts/build-web.ts) name it.
export const ANTD_VARIABLES_KEY = 'portal';
const themeWithFixedKey = { ...theme, cssVar: { key: ANTD_VARIABLES_KEY } };

/**
 * antd's providers: the club theme, Spanish texts, and antd's App (its style scope). Toasts are
 * the light kit's `showToast` (components/light/toast.ts) on every screen, antd's too.
 * For members who ask for reduced motion, antd's dialogs, popovers, lists and toasts open and close
 * without their zoom and slide animations, as the shell's own CSS already does. This is rc-motion's
 * switch (what antd's `motion: false` token turns on) and not that token: a different theme token
 * would miss the antd styles extracted at build time, which are keyed to the theme.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MotionProvider motion={!prefersReducedMotion()}>
      <ConfigProvider locale={esES} theme={themeWithFixedKey}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </MotionProvider>
  );
}
