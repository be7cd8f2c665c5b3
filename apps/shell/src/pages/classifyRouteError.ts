import { isRouteErrorResponse } from 'react-router';

export type RouteErrorKind = { kind: 'notFound' } | { kind: 'server'; message: string; detail?: string } | { kind: 'other' };

/** What a route's error says about itself: an ErrorResponse's data, or the fields of an Error a page threw. */
interface Described {
  status?: unknown;
  detail?: unknown;
}

/**
 * Maps whatever a route threw onto the three screens of SPEC §2. A page may throw an Error carrying `status` and
 * `detail` (a remote cannot build the router's ErrorResponse while rendering): 404 is the not-found view, 500 the
 * error view with its message and detail, another status shows nothing. An Error without a status is a 500.
 */
export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { kind: 'notFound' };
    if (error.status === 500) {
      const data = error.data as { message?: string; detail?: string } | string | undefined;
      if (typeof data === 'object' && data?.message) return { kind: 'server', message: data.message, detail: data.detail };
      return { kind: 'server', message: error.statusText || '服务器错误' };
    }
    return { kind: 'other' };
  }
  if (error instanceof Error) {
    const { status, detail } = error as Error & Described;
    if (status === 404) return { kind: 'notFound' };
    if (status !== undefined && status !== 500) return { kind: 'other' };
    return { kind: 'server', message: error.message, ...(typeof detail === 'string' && detail ? { detail } : {}) };
  }
  return { kind: 'other' };
}
