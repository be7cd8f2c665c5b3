/**
 * The idempotency infrastructure's seam (shop/boundaries). Used by the order family's confirmations (quotes): their
 * request id is the hash the key is filed under, so the result poll can tell a confirmation still running.
 */
export { keyHash } from './requestHash';
export { idempotencyKeys } from './tables';
