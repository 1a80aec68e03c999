import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { theme } from './theme';

dayjs.locale('es');

/** antd's providers: the club theme, Spanish texts, and the App that hosts messages and notifications. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp message={{ duration: 5 }} notification={{ duration: 5 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
