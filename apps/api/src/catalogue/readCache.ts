import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@shop/api-clients/envelopes';
import { queryRows, type Orm } from '../db/client';

/** what the catalogue tables' triggers (migration 0009) and the stock seam notify on, at commit */
export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';

const brotli = promisify(zlib.brotliCompress);
/** a rough size of a key and the map's bookkeeping per entry */
const KEY_OVERHEAD = 256;
const gzip = promisify(zlib.gzip);

/** An answer as it goes on the wire: the serialised envelope, and its brotli and gzip forms made once. */
interface Entry {
  json: string;
  br: Buffer;
  gz: Buffer;
  bytes: number;
  expiresAt: number;
}

export interface ReadCacheOptions {
  /** CATALOGUE_CACHE_MB: memory the answers may take (default 32 MB); the least recently used go first */
  maxBytes: number;
  /** CATALOGUE_CACHE_TTL_MS: the longest an answer is kept even when nothing says the catalogue changed (default 60 s) */
  ttlMs: number;
  /**
   * how long a stock write of this process keeps the cache off while its commit notice is on the way (default 5 s;
   * a rolled-back write sends none). A transaction that commits later still notifies: the cache is emptied then.
   */
  pendingWriteMs: number;
  /**
   * CATALOGUE_REPLICA_LAG_MS, when catalogue reads go to a read replica (CATALOGUE_DATABASE_URL): a change notice comes
   * from the primary, perhaps before the replica has applied the change, so the cache is emptied again this much
   * later and an answer read from a replica that was behind is not kept (default 2 s with a replica; 0 without)
   */
  replicaLagMs: number;
}

const envInt = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function readCacheOptions(partial: Partial<ReadCacheOptions> = {}): ReadCacheOptions {
  return {
    maxBytes: envInt('CATALOGUE_CACHE_MB', 32) * 1024 * 1024,
    ttlMs: envInt('CATALOGUE_CACHE_TTL_MS', 60_000),
    pendingWriteMs: 5_000,
    replicaLagMs: 0,
    ...partial,
  };
}

/** How a cache hears of changes: calls back on each notice, when the connection drops and when it is back. */
export type ChangeListener = (callbacks: {
  onNotice: (payload: string) => void;
  onLost: () => void;
  onResumed: () => void;
}) => Promise<() => Promise<void>>;

/** every cache of this process, so a stock write through the seam reaches them all (tests build several APIs) */
const liveCaches = new Set<CatalogueReadCache>();

/**
 * Called by the stock seam inside the writer's transaction, before its UPDATE: the caches of this process stop
 * answering from memory until the commit notice with the returned token arrives (or the write is abandoned), so a
 * buyer never sees the stock of before their own order. The caller sends the token with pg_notify in its transaction.
 */
export function catalogueWriteStarted(): string {
  const token = randomUUID();
  for (const c of liveCaches) c.writeStarted(token);
  return token;
}

/** The parts of a query that decide a catalogue answer: everything but who asks (sessionId) and which client app. */
function keyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .filter((k) => k !== 'sessionId' && k !== 'applicationId' && query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(query[k])}`);
  return `${request.routeOptions.url}?${parts.join('&')}`;
}

/** br, gzip or identity, as the request's Accept-Encoding allows (q=0 refuses an encoding) */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return null;
  const accepted = new Set<string>();
  for (const item of header.toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Public catalogue answers kept in memory as they go on the wire (JSON, brotli, gzip), so a category listing or a
 * search that many visitors ask for costs one database round and one compression, not one per request. Only routes
 * whose answer depends on the query alone use it (access 'public', no caller read): the key leaves the sessionId out,
 * so nothing of a session can be in an answer another caller gets.
 *
 * When it answers from memory: while this process listens to CATALOGUE_CHANNEL (on PostgreSQL a dedicated connection
 * shared by nothing else; on PGlite the one connection), no stock write of this process awaits its commit notice,
 * and before the next campaign starts or ends (campaign prices and remaining units are part of the answers). Any
 * change to a catalogue table, by any process, notifies at commit and empties every process's cache. A connection
 * that drops switches the cache off until it listens again. Answers older than ttlMs are read again anyway.
 */
export class CatalogueReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Entry | null>>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private lagTimer: NodeJS.Timeout | null = null;
  private bytes = 0;
  private version = 0;
  private listening = false;
  /** when the next campaign starts or ends (ms); 0 while unknown */
  private boundaryAt = 0;
  private boundaryLoad: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  readonly stats = { hits: 0, misses: 0, bypassed: 0, invalidations: 0 };

  constructor(
    private readonly db: Orm,
    private readonly opts: ReadCacheOptions = readCacheOptions(),
    private readonly waitsForCommitNotice = true,
  ) {
    liveCaches.add(this);
  }

  /** starts listening for catalogue changes; until it does, every answer is read from the database */
  async start(listen: ChangeListener): Promise<void> {
    try {
      this.stopListening = await listen({
        onNotice: (payload) => this.changed(payload),
        onLost: () => this.lost(),
        onResumed: () => this.resumed(),
      });
      this.resumed();
    } catch {
      // no listener: the cache stays off, every answer comes from the database
      this.listening = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    liveCaches.delete(this);
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
    if (this.lagTimer) clearTimeout(this.lagTimer);
    this.clear();
    await this.stopListening?.().catch(() => undefined);
  }

  writeStarted(token: string): void {
    this.changed('');
    // PGlite runs a transaction alone on its one connection and hands the notice over with the commit: no reader can
    // come in between, so only PostgreSQL needs to wait for it
    if (!this.waitsForCommitNotice) return;
    this.pending.set(
      token,
      setTimeout(() => {
        // the transaction rolled back (no notice is ever sent for it) or its notice was lost: either way, start over
        this.pending.delete(token);
        this.changed('');
      }, this.opts.pendingWriteMs).unref(),
    );
  }

  /** the listening connection dropped: off until it is back (changeListener.ts reconnects) */
  lost(): void {
    this.listening = false;
    this.changed('');
  }

  resumed(): void {
    this.listening = !this.closed;
    this.changed('');
  }

  private changed(payload: string): void {
    const timer = this.pending.get(payload);
    if (timer) {
      clearTimeout(timer);
      this.pending.delete(payload);
    }
    this.expire();
    if (this.opts.replicaLagMs > 0 && !this.closed) {
      if (this.lagTimer) clearTimeout(this.lagTimer);
      this.lagTimer = setTimeout(() => {
        this.lagTimer = null;
        this.expire();
      }, this.opts.replicaLagMs);
      this.lagTimer.unref();
    }
  }

  private expire(): void {
    this.version++;
    this.stats.invalidations++;
    this.clear();
    this.boundaryAt = 0;
    this.boundaryLoad = null;
  }

  private clear(): void {
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  private async usable(): Promise<boolean> {
    if (!this.listening || this.pending.size > 0 || this.opts.maxBytes === 0) return false;
    if (this.boundaryAt === 0 || Date.now() >= this.boundaryAt) {
      if (this.boundaryAt !== 0) this.changed('');
      this.boundaryLoad ??= this.loadBoundary(this.version);
      await this.boundaryLoad;
    }
    return this.listening && this.pending.size === 0 && this.boundaryAt > Date.now();
  }

  /** the next moment a campaign starts or ends: answers computed before it must not be served after it */
  private async loadBoundary(version: number): Promise<void> {
    const [row] = await queryRows<{ at: number | null }>(
      this.db,
      sql`select (extract(epoch from least(min(starts_at) filter (where starts_at > now()), min(ends_at) filter (where ends_at > now()))) * 1000)::float8 as at
          from catalogue_campaign`,
    );
    if (this.version === version) this.boundaryAt = row?.at ?? Number.MAX_SAFE_INTEGER;
  }

  private lookup(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      this.bytes -= e.bytes;
      return undefined;
    }
    // least recently used first: a hit moves to the end
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  private store(key: string, e: Entry): void {
    if (e.bytes > this.opts.maxBytes / 4) return;
    this.entries.set(key, e);
    this.bytes += e.bytes;
    for (const [k, old] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= old.bytes;
    }
  }

  private async encode(json: string): Promise<Entry> {
    const raw = Buffer.from(json);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip(raw, { level: 6 }),
    ]);
    return { json, br, gz, bytes: raw.length * 2 + br.length + gz.length + KEY_OVERHEAD, expiresAt: Date.now() + this.opts.ttlMs };
  }

  /**
   * Answers the route with `compute()`'s data in the status envelope, from memory when the same query was answered
   * since the catalogue last changed. Errors (404, bad input) are thrown as usual and never kept.
   */
  async send<T>(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<ReturnType<typeof ok<T>>> {
    // the route's typed answer; when it comes from memory the reply is already sent and Fastify ignores the value
    return (await this.answer(request, reply, compute)) as ReturnType<typeof ok<T>>;
  }

  private async answer(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): Promise<unknown> {
    if (!(await this.usable())) {
      this.stats.bypassed++;
      return ok(await compute());
    }
    const key = keyOf(request);
    let entry: Entry | null | undefined = this.lookup(key);
    if (entry) this.stats.hits++;
    else {
      this.stats.misses++;
      const version = this.version;
      let load = this.inflight.get(key);
      if (!load) {
        load = (async () => {
          const json = reply.serialize(ok(await compute())) as string;
          const e = await this.encode(json);
          // a change while it was read: hand this answer out once, keep nothing
          if (this.version !== version) return { ...e, expiresAt: 0 };
          this.store(key, e);
          return e;
        })();
        this.inflight.set(key, load);
        const clear = () => {
          if (this.inflight.get(key) === load) this.inflight.delete(key);
        };
        load.then(clear, clear);
      }
      entry = await load;
    }
    if (!entry) throw new Error('unreachable: a catalogue answer without an entry');
    const encoding = encodingFor(request);
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(entry.br);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(entry.gz);
    return reply.send(entry.json);
  }
}
