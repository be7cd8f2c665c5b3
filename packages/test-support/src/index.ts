/*
 * Test-only helpers for the web apps and packages: a fake API answering contract envelopes, sign-in as the seed's
 * demo customers, rendering inside the shop's providers (a remote's route table as the shell mounts it), antd form
 * helpers. A devDependency only: no shipped source imports it.
 */
import './settings';

export * from './analytics';
export * from './antd';
export * from './fakeApi';
export * from './pageTests';
export * from './render';
export * from './session';
export * from './stores';
export { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_LOGIN_IDS, demoAccount, type DemoAccount, type DemoLoginId } from '@shop/demo-accounts';
