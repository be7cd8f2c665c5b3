export * from './envelopes';
export * from './config';
export * from './baseQuery';
export * from './shopApi';
export * from './store';
export * from './catalogue/types';
export * from './catalogue/api';
