import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of everything the shop serves (pages, assets, the API, /api/docs, the WeChat sandbox
 * pages). What it has to let run:
 * - the shell's html has no inline script (HtmlRspackPlugin injects <script src>); the shell loads each remote's
 *   remoteEntry.js, its chunks and mf-manifest from this origin (/apps/<app>/<version>/), so script-src and
 *   connect-src are 'self';
 * - antd's cssinjs inserts <style> elements at run time and its components set style attributes, the shell's html
 *   and the sandbox pages carry a <style> block, swagger-ui sets style attributes: style-src needs 'unsafe-inline'
 *   (a nonce would not cover style attributes, and styles cannot run code);
 * - images: this origin, data: URIs (the html's empty favicon, antd), and https: (WeChat avatars on WeChat's CDN);
 * - the sandbox's QR page posts a form to this origin and polls it with a script of its own (no inline script).
 * Not upgrade-insecure-requests: `pnpm start` serves http://localhost, where it would send every asset to https.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  // no other site may frame the shop's pages (clickjacking); its own pages may
  'frame-ancestors': ["'self'"],
};

/**
 * GETs of /api paths whose answer is the same for everyone and carries nothing of a session: the catalogue
 * (/api/v1/*: categories, brands, series, part numbers, full-text search), the OpenAPI document and its page, the
 * sandbox's avatars. Everything else under /api answers `Cache-Control: no-store`: a session, a refresh token, a bind
 * ticket, customer data or an order must not stay in a browser's or a proxy's cache.
 */
const PUBLIC_GET = /^\/api\/(v1\/|docs(\/|$|\?)|sandbox\/wechat\/headimg\/)/;

export function isPublicApiGet(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_GET.test(url);
}

async function noStoreOnPrivateApi(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.url.startsWith('/api/') && request.url !== '/api') return;
  // a public GET that sets a cookie (none does today) is private after all
  if (isPublicApiGet(request.method, request.url) && !reply.hasHeader('set-cookie')) return;
  reply.header('cache-control', 'no-store');
}

/**
 * Security headers on every response of the host that registers it at its root (the gateway, or buildApi alone):
 * the CSP above, X-Content-Type-Options: nosniff, X-Frame-Options: SAMEORIGIN next to frame-ancestors for old
 * browsers, Referrer-Policy: same-origin (a URL never leaves the shop in a Referer; same-origin calls keep their
 * Origin header, which the cross-site check reads when Sec-Fetch-Site is missing), HSTS (ignored over http, kept behind
 * TLS), Cross-Origin-Opener-Policy; and `Cache-Control: no-store` on every /api answer but the public GETs.
 */
export const securityHeaders = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'same-origin' },
      // the apps' dev servers (other ports of localhost) load the gateway's assets: same site, not same origin
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      await noStoreOnPrivateApi(request, reply);
      return payload;
    });
  },
  { name: 'shop-security-headers', fastify: '5.x' },
);
