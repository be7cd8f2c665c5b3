import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { shopTheme } from './theme';

/**
 * antd in Chinese with the shop theme, around each part of a page that renders antd components. It is not at the root
 * of the shop: a page that renders plain markup (home, the catalogue) would download antd's ConfigProvider and style
 * engine for nothing. Everything that shows antd arrives lazily instead (route pages without `plain` in their route
 * table, lazyNamed/lazyView pieces), and loads this beside it; see withAntdRoot.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={shopTheme}>
      {children}
    </ConfigProvider>
  );
}
