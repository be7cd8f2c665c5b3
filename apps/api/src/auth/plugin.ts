import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import type { Orm } from '../db/client';
import { accessControl } from '../http/access';
import { requirePermission, requireSession } from './requireSession';
import { authRoutes } from './routes';
import { createSessionService } from './sessionService';
import { resolveAuthSettings, type AuthSettings } from './settings';

export interface AuthPluginOptions {
  db: Orm;
  auth?: Partial<AuthSettings>;
}

/**
 * Sessions for the whole API: decorates the root instance with authSessions (what the access hook of
 * http/access.ts resolves sessions with) and serves /api/auth/*. requireSession / requirePermission stay decorated
 * as building blocks for tests; routes declare `config.access` instead.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    const settings = resolveAuthSettings(opts.auth);
    app.decorate('authSettings', settings);
    app.decorate('authSessions', createSessionService(opts.db, settings));
    app.decorate('requireSession', requireSession);
    app.decorate('requirePermission', requirePermission);
    app.decorateRequest('user', null);
    // apiPlugin registers the access hook before its first route; a test app of the user family alone gets it here
    if (!app.hasPlugin('shop-access')) await app.register(accessControl);
    await app.register(authRoutes);
  },
  { name: 'shop-auth', fastify: '5.x' },
);
