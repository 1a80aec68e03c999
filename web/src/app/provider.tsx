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
 * Where toasts open: below the member shell's 64 px header, or below the crest and club name at the
 * top of the public screens' card (a toast never covers the header or the logo).
 */
const TOAST_TOP = { member: 76, public: 176 } as const;

/**
 * antd's providers: the club theme, Spanish texts, and the App that hosts messages and notifications.
 * For members who ask for reduced motion, antd's dialogs, popovers, lists and toasts open and close
 * without their zoom and slide animations, as the shell's own CSS already does. This is rc-motion's
 * switch (what antd's `motion: false` token turns on) and not that token: a different theme token
 * would miss the antd styles extracted at build time, which are keyed to the theme.
 */
export function AppProvider({
  children,
  toastTop = TOAST_TOP.member,
}: {
  children: ReactNode;
  toastTop?: number;
}) {
  return (
    <MotionProvider motion={!prefersReducedMotion()}>
      <ConfigProvider locale={esES} theme={themeWithFixedKey}>
        <AntApp message={{ duration: 5, top: toastTop }} notification={{ duration: 5, top: toastTop }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </MotionProvider>
  );
}
