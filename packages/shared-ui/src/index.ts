export * from './ShopProviders';
export * from './theme';
export * from './SiteName';
export * from './RemoteUnavailable';
export * from './PageSpin';
export * from './DevFrame';
export * from './routeTable';
export * from './login';
