import fp from 'fastify-plugin';
import { authPlugin, type AuthPluginOptions } from '../auth/plugin';
import { userRoutes } from './routes';
import { shipToRoutes } from './shipTo/routes';

type UserPluginOptions = AuthPluginOptions;

/**
 * The user family: sessions (auth plugin, shared with every family through the access hook) and the user routes.
 * Register once at the root: `await app.register(userPlugin, { db })`.
 */
export const userPlugin = fp<UserPluginOptions>(
  async (app, opts) => {
    await app.register(authPlugin, opts);
    await app.register(userRoutes, { db: opts.db });
    await app.register(shipToRoutes, { db: opts.db });
  },
  { name: 'shop-user', fastify: '5.x' },
);
