/** What every failed call gives back (RTK Query `error`, or ApiRequestError.error when awaited directly). */
export interface ApiError {
  /** HTTP status, or 'failed' when no answer arrived (offline, DNS, aborted) */
  status: number | 'failed';
  /** text to show the user (Chinese from the envelope, or the HTTP status text for a bare non-200) */
  message: string;
  detail?: string;
  /** the called address without its query string */
  url?: string;
  /** machine-readable code from the envelope (see ErrorCode) */
  errorCode?: string;
}

export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return !!value && typeof value === 'object' && 'status' in value && 'message' in value;
}

/** The ApiError inside anything a call can fail with (an awaited ApiRequestError, or RTK Query's `error`), or null. */
export function toApiError(e: unknown): ApiError | null {
  return e instanceof ApiRequestError ? e.error : isApiError(e) ? e : null;
}
