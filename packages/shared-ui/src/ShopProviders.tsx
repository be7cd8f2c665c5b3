import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import ConfigProvider from 'antd/es/config-provider';
import AntApp from 'antd/es/app';
import zhCN from 'antd/es/locale/zh_CN';
import type { ShopStore } from '@shop/api-clients';
import { shopTheme } from './theme';

/**
 * The providers every page of the shop runs inside: the one Redux store, antd in Chinese with the shop theme.
 * The shell renders it once around the router; a remote running alone in dev renders it around its own frame.
 */
export function ShopProviders({ store, children }: { store: ShopStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={shopTheme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
