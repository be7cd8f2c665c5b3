import { configureApi, installRefreshTransport } from '@shop/api-clients';
import { configureSession } from '@shop/session';

/**
 * Settings of @shop/session and @shop/api-clients for the site. Everything is served from one origin by the gateway,
 * so every service family is same-origin ('') and the session cookies belong to the current host (a shared parent
 * domain would go in cookieDomain once the site has one).
 */
export function configureShellSession(): void {
  configureApi({ applicationId: 'pc-cn', lang: 'zh-CN' });
  configureSession({ cookieDomain: undefined });
  // the session package refreshes through the api-clients call (URL, envelope, 5xx vs refused)
  installRefreshTransport();
}
