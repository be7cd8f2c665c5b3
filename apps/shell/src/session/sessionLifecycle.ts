import { isLoggedIn, loadUserSession, onSessionChange, type SessionEvent, type UserSession } from '@shop/session';
import { closeLoginPopup, openLoginPopup, pathOfLocation } from '@shop/shared-ui';

type PopupAction = ReturnType<typeof openLoginPopup> | ReturnType<typeof closeLoginPopup>;

export interface SessionLifecycleDeps {
  dispatch: (action: PopupAction) => unknown;
  /** the page the user is on, to come back to after logging in again */
  currentPath?: () => string;
}

/**
 * Reacts to session events of this tab and the others (the store itself follows them through bindSessionToStore,
 * set up by createShopStore):
 * - this tab's session expired (a refused refresh, or the server no longer knowing it) while the user was signed in:
 *   open the login popup, coming back to the same page;
 * - someone signed in (here or in another tab): the popup has nothing left to do.
 * Returns the function that stops listening.
 */
export function startSessionLifecycle({ dispatch, currentPath = () => pathOfLocation(window.location) }: SessionLifecycleDeps): () => void {
  let last: UserSession | null = loadUserSession();
  return onSessionChange((e: SessionEvent) => {
    const wasSignedIn = isLoggedIn(last);
    last = e.session;
    if (e.type === 'expired' && !e.remote && wasSignedIn) dispatch(openLoginPopup({ returnTo: currentPath() }));
    else if ((e.type === 'login' || e.type === 'refreshed') && isLoggedIn(e.session)) dispatch(closeLoginPopup());
  });
}
