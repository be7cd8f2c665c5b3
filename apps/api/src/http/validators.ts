import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorCode } from './errors';
import { sendFail } from './envelopeHandlers';

export const NOT_A_FINITE_NUMBER = '参数错误：数值超出范围';

function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (!value || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
}

/**
 * preHandler: refuses a request whose validated input holds Infinity. Ajv coerces the text 'Infinity' or '1e400' of a
 * query parameter (or a body string) declared as a number into Infinity and then skips minimum and maximum for it, so
 * `pageNo=Infinity` passed the schema and reached SQL as a 500 (found by the route fuzzer). After validation a number
 * can only be non-finite where the schema declared a number, so this is exact: text fields are left alone.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (hasNonFinite(request.query) || hasNonFinite(request.params) || hasNonFinite(request.body)) {
    await sendFail(reply, 400, NOT_A_FINITE_NUMBER, ApiErrorCode.INVALID_PARAM);
  }
}
