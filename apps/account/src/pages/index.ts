import type { ComponentType } from 'react';

/** Page modules of this remote, each loaded as its own chunk on first visit. */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  MemberLogin: () => import('./MemberLogin'),
  BindCompany: () => import('./company/BindCompany'),
  CatalogIndex: () => import('./catalog/CatalogIndex'),
  WechatLogin: () => import('./wechat/WechatLogin'),
  WechatCallback: () => import('./wechat/WechatCallback'),
};
