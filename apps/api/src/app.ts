import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { cataloguePlugin } from './catalogue/plugin';
import { cimPlugin } from './cim/plugin';
import { claimedQtyByLine } from './cim/seam';
import type { Db, Orm } from './db/client';
import { healthRoutes } from './health/routes';
import { requestGate, type RequestGateOptions } from './db/requestGate';
import { idempotencyPlugin } from './idempotency/plugin';
import { orderPlugin } from './order/plugin';
import { userPlugin } from './user/plugin';
import { wechatPlugin } from './wechat/plugin';
import { envelopeErrorHandler, envelopeNotFoundHandler } from './http/envelopeHandlers';
import { apiLoggerOptions, apiServerOptions } from './http/logging';
import { rejectCrossSiteRequests } from './http/csrf';
import { loginRateLimit } from './http/loginRateLimit';
import { securityHeaders } from './http/securityHeaders';
import { rejectNonFiniteNumbers } from './http/validators';
import { apiDocs } from './http/apiDocs';
import { accessControl } from './http/access';

export interface ApiPluginOptions {
  /** what createDb returned (any Drizzle database on PGlite or PostgreSQL) */
  db: Orm;
  /** the embedded database's request gate (db/requestGate.ts); it is on whenever db is a PGlite database */
  requestGate?: Partial<RequestGateOptions>;
  /**
   * a read replica of the PostgreSQL primary for the catalogue's answers (CATALOGUE_DATABASE_URL): the catalogue is
   * most of the reads; orders, carts, sessions and stock reservations stay on the primary
   */
  catalogueReadDb?: Orm;
}

/**
 * The whole API as one Fastify plugin; a host registers it at the root: `app.register(apiPlugin, { db })`.
 * It is encapsulated: its error handler, hooks and decorators stay inside, and every route it serves
 * lives under /api. Unknown /api/* paths get an envelope 404 from the '/api'-prefixed scope below,
 * leaving 404s elsewhere to the host.
 */
export async function apiPlugin(app: FastifyInstance, opts: ApiPluginOptions): Promise<void> {
  const { db } = opts;
  app.setErrorHandler(envelopeErrorHandler);
  // after each route's schema validation: Infinity that ajv's coercion let through is refused (http/validators.ts)
  app.addHook('preHandler', rejectNonFiniteNumbers);
  // before any child scope is created, so the 404 scope inherits it too
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // before any route: a cross-site POST/PUT/PATCH/DELETE is refused before its body or session is looked at
  app.addHook('onRequest', rejectCrossSiteRequests);
  // the embedded database runs one query at a time: requests take turns instead of all stalling together
  if ((db as Partial<Db>).$info?.driver === 'pglite') await app.register(requestGate, { options: opts.requestGate });
  // who may call each route (its config.access), checked in one place for every route registered after it
  await app.register(accessControl);
  // per-address login limit (the per-account lock is the user family's)
  await app.register(loginRateLimit, { db });
  // before any route: the OpenAPI document is built from the routes registered after it
  await apiDocs(app);
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(envelopeNotFoundHandler);
    },
    { prefix: '/api' },
  );

  // before the families: routes with config.idempotent run once per Idempotency-Key and caller
  await app.register(idempotencyPlugin, { db });
  await app.register(healthRoutes, { db });
  // sessions first: the access hook resolves them with the user family's session service
  await app.register(userPlugin, { db });
  await app.register(wechatPlugin, { db });
  // one plugin per service family (SPEC §7); each owns its routes, schema, service and tables
  await app.register(cataloguePlugin, { db, readDb: opts.catalogueReadDb });
  // order does not import cim (cim depends on order): what applications claim is handed to order here
  await app.register(orderPlugin, { db, claimedQtyByLine });
  await app.register(cimPlugin, { db });
}

export interface BuildApiOptions extends ApiPluginOptions {
  /**
   * false: no logs (tests); true or omitted: pino with the API's redaction; an object: pino options
   * merged over those (e.g. `{ level: 'debug' }` or `{ stream }` to capture lines).
   */
  logger?: boolean | Record<string, unknown>;
}

/** A standalone Fastify app serving only the API (tests, `standalone.ts`). Call `close()` when done. */
export async function buildApi(opts: BuildApiOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] =
    opts.logger === false ? false : opts.logger === true || opts.logger === undefined ? apiLoggerOptions() : apiLoggerOptions(opts.logger);
  const app = Fastify(apiServerOptions(logger));
  await app.register(securityHeaders);
  await app.register(apiPlugin, { db: opts.db, catalogueReadDb: opts.catalogueReadDb });
  await app.ready();
  return app;
}
