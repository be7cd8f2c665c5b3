/**
 * The shell provides every subpath entry of @shop/shared-ui (its package.json "exports"), for the same reason as
 * provideSharedAntd.ts: a remote must use the shell's copy, so that the login state, the error bus and the dialogs'
 * registered message/modal instances exist once. Only the core entry is loaded on start-up; these loaders are never
 * called, they only put each entry into the shell's share scope. sharedUiSharing.test checks the list against the
 * package's exports.
 */
export const sharedUiLoaders: Record<string, () => Promise<unknown>> = {
  './login-form': () => import('@shop/shared-ui/login-form'),
  './dialogs': () => import('@shop/shared-ui/dialogs'),
  './notify': () => import('@shop/shared-ui/notify'),
  './controls': () => import('@shop/shared-ui/controls'),
  './company': () => import('@shop/shared-ui/company'),
  './feedback': () => import('@shop/shared-ui/feedback'),
  './remote-unavailable': () => import('@shop/shared-ui/remote-unavailable'),
  './dev-frame': () => import('@shop/shared-ui/dev-frame'),
  './analytics': () => import('@shop/shared-ui/analytics'),
};
