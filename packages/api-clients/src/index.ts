/*
 * The root entry is on every first visit (the shell loads it as a federation singleton). Families only some pages
 * use are subpath entries of their own (package.json "exports": order/api, cim/api, user/wechatApi and their
 * types, upload, confirm), which the shell provides one by one: apps/shell/src/federation/provideSharedApiClients.ts.
 */
export * from './envelopes';
export * from './config';
export * from './apiError';
export * from './unwrap';
export * from './request';
export * from './baseQuery';
export * from './shopApi';
export * from './store';
export * from './user/types';
export * from './user/api';
export * from './user/refreshTransport';
export * from './catalogue/types';
export * from './catalogue/api';
