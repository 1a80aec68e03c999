import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { SWRConfig } from 'swr';
import { fetcher } from '../api/client';
import { theme } from './theme';

dayjs.locale('es');

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
        <AntApp message={{ duration: 5 }} notification={{ duration: 5 }}>
          {children}
        </AntApp>
      </SWRConfig>
    </ConfigProvider>
  );
}
