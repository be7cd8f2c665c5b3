import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { cimRoutes } from './routes';

interface CimPluginOptions {
  db: Orm;
}

/**
 * After-sales family (applications and satisfaction). Uses the user family's session check and the order
 * family's order-authorisation check (order/access.ts), so it is registered after both.
 */
export async function cimPlugin(app: FastifyInstance, opts: CimPluginOptions): Promise<void> {
  if (!app.hasDecorator('authSessions')) throw new Error('cimPlugin: register userPlugin (sessions) first');
  await app.register(cimRoutes, { db: opts.db });
}
