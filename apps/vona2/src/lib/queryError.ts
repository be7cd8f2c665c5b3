import type { SerializedError } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '@shop/api-clients';

export type QueryError = ApiError | SerializedError | undefined;

/** The API answers an unknown category, series or brand with 404 in the envelope. */
export function isNotFound(error: QueryError): boolean {
  const e = toApiError(error);
  return !!e && (e.status === 404 || e.errorCode === 'NOT_FOUND');
}
