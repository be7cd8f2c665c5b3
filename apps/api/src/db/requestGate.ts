import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_BUSY } from '../http/databaseErrors';

/**
 * The embedded database (PGlite) is one connection that runs one query at a time. With 50 requests at once, their
 * queries interleave: every request waits behind the queries of all the others, so all of them end late together
 * (measured before this gate: up to 44 requests in 20 s got no answer within 10 s). This gate lets a few requests
 * in at a time, first come first served; the others wait their turn, so requests finish in order, each soon after
 * its turn comes. One that waited longer than maxWaitMs gets 503 (Retry-After) at once instead of hanging.
 * PostgreSQL needs no gate: its pool (db/client.ts) queues with a connect timeout.
 */
export interface RequestGateOptions {
  /** DB_MAX_CONCURRENT_REQUESTS: requests inside at once (default 4) */
  maxConcurrent: number;
  /** DB_QUEUE_WAIT_MS: longest wait for a turn before 503 (default 5 s) */
  maxWaitMs: number;
}

const envInt = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function requestGateOptions(partial: Partial<RequestGateOptions> = {}): RequestGateOptions {
  return { maxConcurrent: envInt('DB_MAX_CONCURRENT_REQUESTS', 4), maxWaitMs: envInt('DB_QUEUE_WAIT_MS', 5000), ...partial };
}

class DatabaseBusyError extends Error {
  code = DATABASE_BUSY;
  constructor() {
    super('waited too long for a turn on the embedded database');
  }
}

/** A first-come-first-served semaphore whose waits end after maxWaitMs. */
export function createGate({ maxConcurrent, maxWaitMs }: RequestGateOptions) {
  let inside = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else inside--;
  };
  const enter = (): Promise<void> => {
    if (inside < maxConcurrent) {
      inside++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        admit: resolve,
        timer: setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at >= 0) waiting.splice(at, 1);
          reject(new DatabaseBusyError());
        }, maxWaitMs),
      };
      waiting.push(entry);
    });
  };
  return { enter, release, state: () => ({ inside, waiting: waiting.length }) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route does not wait for a turn on the embedded database (db/requestGate.ts) */
    dbGate?: boolean;
  }
}

const HELD = Symbol('requestGateHeld');
type Held = FastifyRequest & { [HELD]?: boolean };

/** Registers the gate on every route of the scope it is registered in (the API). */
export const requestGate = fp<{ options?: Partial<RequestGateOptions> }>(
  async (app, { options }) => {
    const gate = createGate(requestGateOptions(options));
    const leave = async (request: FastifyRequest) => {
      const r = request as Held;
      if (r[HELD]) {
        r[HELD] = false;
        gate.release();
      }
    };
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      // the health check has its own short timeout and must answer while the queue is long
      if (request.routeOptions.config?.dbGate === false) return;
      await gate.enter();
      (request as Held)[HELD] = true;
    });
    app.addHook('onResponse', leave);
    app.addHook('onRequestAbort', leave);
  },
  { name: 'shop-db-request-gate', fastify: '5.x' },
);
