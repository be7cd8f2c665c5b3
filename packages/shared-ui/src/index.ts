// The core of @shop/shared-ui: what the shell's first paint needs (providers, theme, route table helpers, login
// state, error bus) and nothing that pulls in a heavy antd component. Everything shown only on demand has a
// subpath entry of its own (package.json "exports"), shared by module federation one by one, so a page downloads only
// the entries it imports: @shop/shared-ui/login-form, /dialogs, /notify, /controls, /company, /feedback, /remote-unavailable,
// /dev-frame.
export * from './ShopProviders';
export * from './theme';
export * from './SiteName';
export * from './usePageTitle';
export * from './lazyView';
export * from './PageSpin';
export * from './routeTable';
export * from './login';
export * from './zIndex';
export * from './errors/ShopError';
export * from './errors/errorText';
export * from './errors/globalErrorBus';
export * from './errors/uncaughtShopErrors';
export { registerAppApi, registeredAppApi, onAppApiRequest, withAppApi, type AppApi } from './appApi';
export * from './useThrottle';
export * from './company/companyNudgeApi';
