import { ErrorCode } from '@shop/api-clients/envelopes';

/** Error codes of this API beyond the shared ones in @shop/api-clients/envelopes. */
export const ApiErrorCode = {
  ...ErrorCode,
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
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
