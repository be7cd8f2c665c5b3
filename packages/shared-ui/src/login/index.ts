export * from './safeRedirect';
export * from './appSlice';
export * from './requestLogin';
export * from './useRedirectIfLoggedIn';
export * from './loginErrorText';
