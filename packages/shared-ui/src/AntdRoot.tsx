import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import zhCN from 'antd/es/locale/zh_CN';
import { shopTheme } from './theme';

/**
 * antd runs without its CSS-in-JS style pass (zero-runtime): each component's CSS was extracted at build time with
 * the shop theme (packages/build-config/antdStyles.mjs) and arrives as a CSS chunk beside the component's code.
 * Under jest there are no CSS chunks, so tests keep antd's run-time styles (jsdom applies them, e.g. hidden panels).
 */
const zeroRuntime = process.env.NODE_ENV !== 'test';
const theme: ThemeConfig = { ...shopTheme, zeroRuntime };

// antd's static message/modal/notification functions (notify()'s fallback when no dialog host is mounted) render in a
// root of their own: give them the same theme, or their components would have neither run-time nor extracted styles
if (zeroRuntime) {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={zhCN} theme={theme}>
        {children}
      </ConfigProvider>
    ),
  });
}

/**
 * antd in Chinese with the shop theme, around each part of a page that renders antd components. It is not at the root
 * of the shop: a page that renders plain markup (home, the catalogue) would download antd's ConfigProvider and style
 * engine for nothing. Everything that shows antd arrives lazily instead (route pages without `plain` in their route
 * table, lazyNamed/lazyView pieces), and loads this beside it; see withAntdRoot.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
