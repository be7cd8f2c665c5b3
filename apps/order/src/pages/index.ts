import type { ComponentType } from 'react';

/** Page modules of this remote, each loaded as its own chunk on first visit. */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  Cart: () => import('./cart/Cart'),
  OrderConfirm: () => import('./checkout/OrderConfirm'),
  OrderCompleted: () => import('./checkout/OrderCompleted'),
  OrderList: () => import('./orders/OrderList'),
  OrderDetail: () => import('./orders/OrderDetail'),
  QuoteList: () => import('./quote/QuoteList'),
  QuoteCompleted: () => import('./quote/QuoteCompleted'),
  QuoteDetail: () => import('./quote/QuoteDetail'),
  Quote: () => import('./quote/Quote'),
  ShipToList: () => import('./shipTo/ShipToList'),
  ShipToDemo: () => import('./shipTo/ShipToDemo'),
};
