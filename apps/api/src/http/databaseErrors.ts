/**
 * Whether an error means "the database is out of reach or too busy right now" rather than a bug: answered 503 in the
 * envelope (服务暂时不可用，请稍后重试) so that clients retry later, and never a hang (db/client.ts sets the timeouts
 * that turn a silent database into one of these errors).
 *
 * - node-postgres: a connect that timed out (the pool's or the client's), a query whose answer never came (its
 *   query_timeout), a connection cut mid-query; sockets refused, unreachable or reset.
 * - PostgreSQL SQLSTATE: 57014 (statement_timeout cancelled it), class 08 (connection exception), 57P01-57P03 (shut
 *   down, restarting), class 53 (too many connections, out of memory or disk).
 * - the embedded database's request queue (db/requestGate.ts) when a request waited too long for its turn.
 * Drizzle wraps the driver's error, so the cause chain is searched.
 */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
const PG_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Query read timeout',
  'Client has encountered a connection error',
];

export const DATABASE_BUSY = 'DATABASE_BUSY';

function unavailable(e: object): boolean {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NODE_CODES.has(code) || code === DATABASE_BUSY || code === '57014') return true;
    if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (unavailable(e)) return true;
    // AggregateError (a connect that tried several addresses, e.g. ::1 and 127.0.0.1)
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => x && typeof x === 'object' && unavailable(x))) return true;
  }
  return false;
}
