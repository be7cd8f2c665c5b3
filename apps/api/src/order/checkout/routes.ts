import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';

/** The checkout routes of the buying flow (docs/buying.md). */
export async function checkoutRoutes(_fastify: FastifyInstance, _opts: { db: Orm }): Promise<void> {}
