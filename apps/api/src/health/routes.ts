import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { apiRoot } from '../db/paths';

const startedAt = new Date().toISOString();

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

interface HealthBody {
  app: 'api';
  version: string;
  buildTime: string;
  status: 'ok' | 'error';
  db: 'ok' | 'error';
}

/** GET /api/check_health: 200 when `select 1` answers, else 503. Not in the envelope (probes read it bare). */
export async function healthRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const version = process.env.APP_VERSION || packageVersion();
  const buildTime = process.env.BUILD_TIME || startedAt;
  app.get('/api/check_health', { config: { access: 'public' } }, async (req, reply) => {
    let dbOk = false;
    try {
      await opts.db.execute(sql`select 1`);
      dbOk = true;
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
    }
    const body: HealthBody = { app: 'api', version, buildTime, status: dbOk ? 'ok' : 'error', db: dbOk ? 'ok' : 'error' };
    return reply.code(dbOk ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
}
