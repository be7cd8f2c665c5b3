import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';

/** The cart routes of the buying flow (docs/buying.md). */
export async function cartRoutes(_fastify: FastifyInstance, _opts: { db: Orm }): Promise<void> {}
