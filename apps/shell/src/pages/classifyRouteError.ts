import { isRouteErrorResponse } from 'react-router';

export type RouteErrorKind =
  | { kind: 'notFound' }
  | { kind: 'server'; message: string; detail?: string }
  | { kind: 'other' };

/** Maps whatever a route threw onto the three screens of SPEC §2. */
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
  if (error instanceof Error) return { kind: 'server', message: error.message };
  return { kind: 'other' };
}
