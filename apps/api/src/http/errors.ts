import { ErrorCode } from '@shop/api-clients/envelopes';

/** Error codes of this API beyond the shared ones in @shop/api-clients/envelopes. */
export const ApiErrorCode = {
  ...ErrorCode,
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** HTTP 503: the database did not answer in time (unreachable, silent, or the embedded one too busy); retry later */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** HTTP 409: a request with this Idempotency-Key is still running */
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  /** HTTP 422: this Idempotency-Key was used for another request */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** A failure a route throws on purpose: answered as `{status, errorMessage, errorCode, data: null}`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const invalidParam = (detail: string) => new ApiError(400, ApiErrorCode.INVALID_PARAM, `参数错误：${detail}`);
export const notFound = (message: string) => new ApiError(404, ApiErrorCode.NOT_FOUND, message);

export const SERVICE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';
/** The database is out of reach or too busy: 503 in the envelope, so clients treat it as transient and retry. */
export const serviceUnavailable = () => new ApiError(503, ApiErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
