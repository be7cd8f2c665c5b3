import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';

/** The download routes of the buying flow (docs/buying.md). */
export async function downloadRoutes(_fastify: FastifyInstance, _opts: { db: Orm }): Promise<void> {}
