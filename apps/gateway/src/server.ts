import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { securityHeaders, type TrustProxySetting } from '@shop/api';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { isAppName, readState, remotesJson, versionDir } from './deployState';
import { NO_CACHE } from './cacheHeaders';
import { appAssets } from './assets';
import { appHealth, HEALTH_APPS } from './health';
import { legacyRedirect } from './legacyRedirects';
import { isKnownPage, knownPagePaths } from './pageRoutes';
import { techViewError } from './pageGuards';
import { remoteForPath } from '@shop/ssr/remotes';
import { inProcessFetch } from './ssr/inProcessFetch';
import { linkHeader, pageHints } from './ssr/hints';
import { renderPage } from './ssr/renderPage';
import { compressHtml } from './ssr/compressHtml';

export interface GatewayOptions {
  deployDir: string;
  /** the API plugin (apps/api), registered at the root; its routes live under /api */
  api?: FastifyPluginAsync;
  /** server options (logger with sessionId redaction, request ids, client error handler) — see apiServerOptions */
  serverOptions?: FastifyServerOptions;
  /**
   * which proxies may tell the client's address (TRUST_PROXY, see parseTrustProxy); default off: the address is the
   * TCP peer's, so a client cannot pick its own with X-Forwarded-For (and escape the per-address login limit)
   */
  trustProxy?: TrustProxySetting;
  /** SERVER_RENDER: home and the catalogue's pages come rendered in the html (default on; off, the browser renders) */
  serverRender?: boolean;
}

/**
 * One origin for the whole shop: the shell's html for every page URL, each deployed app's assets under
 * /apps/<app>/<version>/, /remotes.json, the apps' check_health answers, the legacy 301s, and /api.
 */
export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const tp = opts.trustProxy ?? false;
  // a hop count as Fastify itself compiles one (its types only list the other forms)
  const trustProxy = typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : tp;
  const serverOptions: FastifyServerOptions = { logger: false, ...opts.serverOptions, trustProxy };
  const app = Fastify(serverOptions);
  const deployDir = path.resolve(opts.deployDir);

  // CSP, nosniff, frame-ancestors, Referrer-Policy ... on every answer (pages, assets, /api); no-store on private /api answers
  await app.register(securityHeaders);
  // gzip/brotli for html, JS, CSS and JSON (assets are served as streams; API answers too)
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: deployDir, serve: false });
  if (opts.api) await app.register(opts.api);

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotesJson(readState(deployDir));
  });

  // /apps/<app>/<version>/<file>: the deployed builds, precompressed at deploy (assets.ts)
  await app.register(appAssets, { deployDir });

  for (const name of HEALTH_APPS) {
    app.get(`/${name}/check_health`, async (_req, reply) => {
      reply.header('cache-control', NO_CACHE);
      const h = appHealth(deployDir, name);
      if (!h) return reply.code(503).send({ app: name, version: null, buildTime: null, status: 'unavailable' });
      return h;
    });
  }

  const shellHtml = new Map<string, string>();
  function readShellHtml(): string | null {
    const d = readState(deployDir).apps.shell;
    if (!d) return null;
    let html = shellHtml.get(d.current);
    if (!html) {
      try {
        html = fs.readFileSync(path.join(versionDir(deployDir, 'shell', d.current), 'index.html'), 'utf8');
        shellHtml.set(d.current, html);
      } catch {
        return null;
      }
    }
    return html;
  }

  const apiFetch = inProcessFetch(app);

  // Every other GET is a page URL: redirects first, then 200 / 404 / 500 with the shell's html, its start-up files
  // named up front and the remotes config inline; home and the catalogue's pages come rendered (ssr/renderPage.ts).
  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ status: 1, errorMessage: '请求的接口不存在', errorCode: 'NOT_FOUND', data: null });
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/apps/')) {
      return reply.code(404).send({ status: 1, errorMessage: '请求的资源不存在', errorCode: 'NOT_FOUND', data: null });
    }
    const to = legacyRedirect(url.pathname, url.search);
    if (to) return reply.code(301).redirect(to);
    const html = readShellHtml();
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (!html) return reply.code(503).send('<!doctype html><meta charset="utf-8"><title>铭工商城</title><p>网站正在部署，请稍后刷新。</p>');
    const state = readState(deployDir);
    const owner = remoteForPath(remotesJson(state), url.pathname);
    const hints = pageHints(deployDir, state, owner && isAppName(owner) ? owner : null, url.pathname);
    // the browser starts on the files while the page renders (103 Early Hints, where the connection can carry them)
    if (typeof reply.raw.writeEarlyHints === 'function' && req.method === 'GET') reply.raw.writeEarlyHints({ link: linkHeader(hints) });
    const guard = techViewError(url);
    const known = !guard && isKnownPage(knownPagePaths(deployDir, state), url.pathname);
    const page = await renderPage({
      deployDir,
      state,
      shellHtml: html,
      url,
      fetch: apiFetch,
      log: req.log,
      hints,
      serverRender: opts.serverRender !== false && known && req.method === 'GET',
    });
    const { body, encoding } = compressHtml(page.html, req.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(guard ? 500 : known ? 200 : 404).send(body);
  });

  return app;
}
