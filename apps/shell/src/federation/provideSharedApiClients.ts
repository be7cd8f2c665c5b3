/**
 * The shell provides every subpath entry of @shop/api-clients that a remote imports at run time (the root entry is
 * provided by the shell's own imports). Each of them injects endpoints into shopApi: a remote bundling its own copy
 * would inject them into a second shopApi, with a second cache the store never sees. Only the root entry is loaded
 * on start-up; these loaders are never called, they only put each entry into the shell's share scope (the header's
 * cart count loads './cart/api' itself, once a user holding CART is signed in).
 * Entries remotes import only with `import type` are erased at build time and need no providing.
 * apiClientsSharing.test checks the list against what the remotes import.
 */
export const sharedApiClientsLoaders: Record<string, () => Promise<unknown>> = {
  './order/api': () => import('@shop/api-clients/order/api'),
  './order/types': () => import('@shop/api-clients/order/types'),
  './cart/api': () => import('@shop/api-clients/cart/api'),
  './cart/types': () => import('@shop/api-clients/cart/types'),
  './quote/api': () => import('@shop/api-clients/quote/api'),
  './quote/types': () => import('@shop/api-clients/quote/types'),
  './shipTo/api': () => import('@shop/api-clients/shipTo/api'),
  './shipTo/types': () => import('@shop/api-clients/shipTo/types'),
  './download/api': () => import('@shop/api-clients/download/api'),
  './confirm': () => import('@shop/api-clients/confirm'),
  './cim/api': () => import('@shop/api-clients/cim/api'),
  './cim/types': () => import('@shop/api-clients/cim/types'),
  './user/wechatApi': () => import('@shop/api-clients/user/wechatApi'),
  './user/wechatTypes': () => import('@shop/api-clients/user/wechatTypes'),
};
