import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { can, type PermissionCode } from './permissions';
import { isLoggedIn, isNewTabFlagActive, isPurchaseLinkUser } from './sessionState';
import { onSessionChange, startCrossTabSync } from './events';
import { loadUserSession } from './userSession';
import type { AuthCheckResult, CustomerInfo, ReconciliationEntry, UserSession } from './types';

export interface SessionState {
  user: UserSession | null;
  authCheck: AuthCheckResult | null;
  customerInfo: CustomerInfo | null;
  /** SPEC §3 blacklist flag: null until checked */
  hasBlackCustFlag: boolean | null;
  reconciliationList: ReconciliationEntry[] | null;
}

const empty: Omit<SessionState, 'user'> = {
  authCheck: null,
  customerInfo: null,
  hasBlackCustFlag: null,
  reconciliationList: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  // lazy so the store created by the shell starts from what is stored locally
  initialState: (): SessionState => ({ user: loadUserSession(), ...empty }),
  reducers: {
    /** login, refresh or another tab's change; null (logout/expiry) also drops everything derived from the user */
    sessionReplaced(state, action: PayloadAction<UserSession | null>) {
      const sameUser = !!action.payload && state.user?.userCode === action.payload.userCode;
      if (!sameUser) Object.assign(state, empty);
      state.user = action.payload;
    },
    authChecked(state, action: PayloadAction<AuthCheckResult>) {
      state.authCheck = action.payload;
    },
    customerInfoLoaded(state, action: PayloadAction<CustomerInfo>) {
      state.customerInfo = action.payload;
    },
    blacklistChecked(state, action: PayloadAction<boolean>) {
      state.hasBlackCustFlag = action.payload;
    },
    reconciliationLoaded(state, action: PayloadAction<ReconciliationEntry[]>) {
      state.reconciliationList = action.payload;
    },
  },
});

export const { sessionReplaced, authChecked, customerInfoLoaded, blacklistChecked, reconciliationLoaded } = sessionSlice.actions;

export interface WithSession {
  session: SessionState;
}

export const selectSessionState = (s: WithSession): SessionState => s.session;
export const selectUser = (s: WithSession) => s.session.user;
export const selectIsLoggedIn = (s: WithSession) => isLoggedIn(s.session.user);
export const selectCan = (s: WithSession, code: PermissionCode) => can(s.session, code);

export interface SessionView extends SessionState {
  isLoggedIn: boolean;
  isPurchaseLinkUser: boolean;
  isNewTabFlagActive: boolean;
}

export const selectSessionView = createSelector([selectSessionState], (s): SessionView => ({
  ...s,
  isLoggedIn: isLoggedIn(s.user),
  isPurchaseLinkUser: isPurchaseLinkUser(s.user),
  isNewTabFlagActive: isNewTabFlagActive(s.user),
}));

interface DispatchOnly {
  dispatch: (action: PayloadAction<UserSession | null>) => unknown;
}

/**
 * Keeps a store's session slice in step with session events of this tab (login, refresh, logout) and of the
 * other tabs. Returns the function that stops it.
 */
export function bindSessionToStore(store: DispatchOnly, options: { crossTab?: boolean } = {}): () => void {
  const off = onSessionChange((e) => store.dispatch(sessionReplaced(e.session)));
  const stopSync = options.crossTab === false ? () => {} : startCrossTabSync();
  return () => {
    off();
    stopSync();
  };
}
