import { createHash } from 'node:crypto';

/**
 * The id of one confirmation (SPEC §4 request then result poll): sha256 of the caller and the Idempotency-Key, so a
 * retry with the same key after a crash names the same request, and the poll can find it by the key alone.
 */
export function confirmRequestId(userCode: string, idempotencyKey: string): string {
  return createHash('sha256').update(`order-confirm\n${userCode}\n${idempotencyKey}`).digest('hex');
}
