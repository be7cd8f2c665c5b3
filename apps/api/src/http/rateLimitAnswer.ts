import { ErrorCode, Messages } from '@shop/api-clients/envelopes';
import { ApiError } from './errors';

/**
 * errorResponseBuilder of @fastify/rate-limit: what it throws becomes the envelope's 429 操作过于频繁，请稍后再试 (its
 * Retry-After header stays).
 */
export function tooManyRequests(): ApiError {
  return new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS);
}
