import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, Orm } from '../db/client';
import { CATALOGUE_CHANNEL, type ChangeListener } from './readCache';

const RECONNECT_MS = [250, 1000, 2000, 5000];

/**
 * LISTEN on CATALOGUE_CHANNEL. PGlite: on its one connection (a notice arrives with the commit that sends it).
 * PostgreSQL: on a connection of its own, opened with the pool's settings (search_path included) and outside it, so
 * it never takes a slot from requests; when it drops, the cache is told (and stays off) until it listens again.
 */
export function changeListenerFor(db: Orm): ChangeListener {
  const info = (db as Partial<Db>).$info;
  const pool = (db as Partial<Db>).$pool;
  if (info?.driver === 'postgres' && pool) return postgresListener(pool);
  const client = (db as unknown as { $client?: PGlite }).$client;
  if (info?.driver === 'pglite' && client) {
    return async ({ onNotice }) => {
      const unlisten = await client.listen(CATALOGUE_CHANNEL, onNotice);
      return async () => {
        if (!client.closed) await unlisten();
      };
    };
  }
  return async () => {
    throw new Error('no way to listen on this database');
  };
}

function postgresListener(pool: pg.Pool): ChangeListener {
  return async ({ onNotice, onLost, onResumed }) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: NodeJS.Timeout | null = null;
    const options = (pool as unknown as { options: pg.ClientConfig }).options;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ ...options, query_timeout: undefined, statement_timeout: undefined });
      c.on('notification', (n) => onNotice(n.payload ?? ''));
      const dropped = () => {
        if (client !== c) return;
        client = null;
        void c.end().catch(() => undefined);
        if (stopped) return;
        onLost();
        schedule();
      };
      c.on('error', dropped);
      c.on('end', dropped);
      await c.connect();
      await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      client = c;
      attempt = 0;
    };
    const schedule = () => {
      const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      timer = setTimeout(() => {
        connect().then(
          () => (stopped ? undefined : onResumed()),
          () => (stopped ? undefined : schedule()),
        );
      }, wait);
      timer.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  };
}
