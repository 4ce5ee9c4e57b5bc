import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dw/contracts';
import { makeStore, type AppStore } from './store';
import { adminTheme, PALETTE } from './theme';

/** Store, theme, locale and toasts (one at a time, 5 s: spec §9) around any admin screen. */
export function AdminProviders({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? makeStore());
  return (
    <Provider store={store}>
      <ConfigProvider theme={adminTheme} locale={enGB}>
        <AntApp
          notification={{ maxCount: TOAST_LIMIT, duration: TOAST_DURATION_MS / 1000, placement: 'topRight' }}
          style={{ background: PALETTE.ivory, minHeight: '70vh' }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
