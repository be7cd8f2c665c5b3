// @shop/shared-ui/remote-unavailable: the fallback shown where a feature app could not be loaded (antd Result).
export * from '../RemoteUnavailable';
