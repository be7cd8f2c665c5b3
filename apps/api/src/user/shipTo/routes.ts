import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';

/** The ship-to routes of the buying flow (docs/buying.md). */
export async function shipToRoutes(_fastify: FastifyInstance, _opts: { db: Orm }): Promise<void> {}
