import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';

/** The quote routes of the buying flow (docs/buying.md). */
export async function quoteRoutes(_fastify: FastifyInstance, _opts: { db: Orm }): Promise<void> {}
