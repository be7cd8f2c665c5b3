import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShopStore } from '@shop/api-clients';
import { shopTheme } from './theme';

/** The base text style antd's App component would give (its div.ant-app), from the shop theme. */
const baseText = {
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: shopTheme.token?.fontSize,
  lineHeight: 1.5715,
  fontFamily: shopTheme.token?.fontFamily,
};

/**
 * The providers every page of the shop runs inside: the one Redux store and the shop's base text style. antd's
 * ConfigProvider is not here: it comes with each part that renders antd (AntdRoot), so plain pages never load it.
 * The shell renders it once around the router; a remote running alone in dev renders it around its own frame.
 * No antd App: it would bring Modal, Notification and Message to every first visit. Context-aware notices come
 * from the dialog host instead (notify(), confirmBox(), withAppApi() in appApi.ts), which loads when first used.
 */
export function ShopProviders({ store, children }: { store: ShopStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <div style={baseText}>{children}</div>
    </Provider>
  );
}
