import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@shop/api-clients';

export type QueryError = ApiError | SerializedError | undefined;

/** The Chinese text to show for a failed call. */
export function errorMessage(error: QueryError): string {
  if (!error) return '';
  if (isApiError(error)) return error.message || '未知错误';
  return error.message || '未知错误';
}

/** The API answers an unknown category, series or brand with 404 in the envelope. */
export function isNotFound(error: QueryError): boolean {
  return !!error && isApiError(error) && (error.status === 404 || error.errorCode === 'NOT_FOUND');
}
