/**
 * The config family's declared seam (shop/boundaries); config imports no other family.
 *
 * Used by the WeChat login family (its login sandbox): sandboxesEnabled gives the sandbox's default and
 * assertSandboxAllowed refuses it in production before its routes are registered — one switch for every sandbox.
 */
export { assertSandboxAllowed, sandboxesEnabled } from './sandboxes';
