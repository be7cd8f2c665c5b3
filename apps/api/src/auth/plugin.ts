import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import type { Orm } from '../db/client';
import { requirePermission, requireSession } from './requireSession';
import { authRoutes } from './routes';
import { createSessionService } from './sessionService';
import { resolveAuthSettings, type AuthSettings } from './settings';

export interface AuthPluginOptions {
  db: Orm;
  auth?: Partial<AuthSettings>;
}

/**
 * Sessions for the whole API: decorates the root instance with authSessions, requireSession and
 * requirePermission (so every family can guard its routes) and serves /api/auth/*.
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
    await app.register(authRoutes);
  },
  { name: 'shop-auth', fastify: '5.x' },
);
