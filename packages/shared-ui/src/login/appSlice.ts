import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@shop/api-clients';

/** SPEC §3 app state, plus what the login popup and the login guard need to know. */
export interface AppState {
  loginPopupVisible: boolean;
  /** page to go to after a login in the popup; null = stay where the user is */
  loginReturnTo: string | null;
  /** the shell is restoring the session with the refresh token at start: guards wait instead of asking to log in */
  sessionRestoring: boolean;
}

const initialState: AppState = { loginPopupVisible: false, loginReturnTo: null, sessionRestoring: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    openLoginPopup(state, action: PayloadAction<{ returnTo?: string | null } | undefined>) {
      state.loginPopupVisible = true;
      state.loginReturnTo = action.payload?.returnTo ?? null;
    },
    closeLoginPopup(state) {
      state.loginPopupVisible = false;
      state.loginReturnTo = null;
    },
    sessionRestoreChanged(state, action: PayloadAction<boolean>) {
      state.sessionRestoring = action.payload;
    },
  },
  selectors: {
    selectLoginPopupVisible: (s) => s.loginPopupVisible,
    selectLoginReturnTo: (s) => s.loginReturnTo,
    selectSessionRestoring: (s) => s.sessionRestoring,
  },
});

export const { openLoginPopup, closeLoginPopup, sessionRestoreChanged } = appSlice.actions;

/**
 * The slice inside the site's one root reducer. shared-ui is a federation singleton, so the shell and every remote
 * see this same injection; its selectors answer the initial state until the store has run the slice once.
 */
const injectedAppSlice = appSlice.injectInto(rootReducer);
const selectors = injectedAppSlice.selectors;
/** Any store state of the site (the slice may not have run yet: then its initial state answers). */
type SiteState = object;
const ofSite = (state: SiteState) => state as { app?: AppState };
export const selectLoginPopupVisible = (state: SiteState) => selectors.selectLoginPopupVisible(ofSite(state));
export const selectLoginReturnTo = (state: SiteState) => selectors.selectLoginReturnTo(ofSite(state));
export const selectSessionRestoring = (state: SiteState) => selectors.selectSessionRestoring(ofSite(state));
