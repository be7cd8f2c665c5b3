import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/api-clients/envelopes';
import { sendFail } from './envelopeHandlers';

export const CROSS_SITE_MESSAGE = '非法的跨站请求';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Whether a request comes from another site, decided like the browser tells it:
 * - `Sec-Fetch-Site` (every current browser sends it): `cross-site` is foreign; `same-origin`, `same-site` and `none`
 *   (typed address, bookmark) are not;
 * - without it (older browsers), `Origin` against the request's own host: another host, or `null` (sandboxed frames,
 *   some redirects), is foreign;
 * - with neither, the caller is not a browser page (curl, another server, a payment provider's notification): allowed.
 */
export function isCrossSiteRequest(headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] }, host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return !ALLOWED_FETCH_SITES.has(site.toLowerCase());
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * onRequest hook of the API: state-changing calls (POST/PUT/PATCH/DELETE under /api) sent by a page of another site
 * are refused with 403 in the envelope before anything reads their body or session. The session cookies are
 * SameSite=Lax already; this also covers login CSRF (the login call carries no session) and browsers without
 * SameSite.
 */
export async function rejectCrossSiteRequests(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api')) return;
  if (!isCrossSiteRequest(request.headers, request.host)) return;
  request.log.info({ errorCode: ErrorCode.FORBIDDEN, statusCode: 403, origin: request.headers.origin }, 'cross-site request refused');
  return sendFail(reply, 403, CROSS_SITE_MESSAGE, ErrorCode.FORBIDDEN);
}
