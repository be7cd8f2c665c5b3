import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HealthRoutes, type HealthBody } from '@shop/api-clients/common/healthSchemas';
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

/** How long the health check waits for `select 1` (HEALTH_DB_TIMEOUT_MS, default 2 s): a probe must get an answer. */
const timeoutMs = () => {
  const n = Number(process.env.HEALTH_DB_TIMEOUT_MS);
  return Number.isInteger(n) && n > 0 ? n : 2000;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/check_health: 200 when `select 1` answers within a couple of seconds, else 503 — also when the database
 * is silent (the query is abandoned, not awaited). Not in the envelope (probes read it bare). It skips the embedded
 * database's request queue (dbGate: false), so a long queue does not read as a dead database.
 */
export async function healthRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const version = process.env.APP_VERSION || packageVersion();
  const buildTime = process.env.BUILD_TIME || startedAt;
  app.get('/api/check_health', { schema: HealthRoutes.check, config: { access: 'public', dbGate: false } }, async (req, reply) => {
    let dbOk = false;
    try {
      await withTimeout(opts.db.execute(sql`select 1`), timeoutMs());
      dbOk = true;
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
    }
    const body: HealthBody = { app: 'api', version, buildTime, status: dbOk ? 'ok' : 'error', db: dbOk ? 'ok' : 'error' };
    return reply
      .code(dbOk ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
