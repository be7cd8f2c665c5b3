/**
 * "The API killed during a confirmation and restarted" (issue 10, exactly once): a second app on the same database
 * plays the restarted API. Whatever moment the first one dies at, the client's poll finds the one order or
 * NOT_FOUND (and a retry under the same key then makes exactly one): never 0 after success, never 2.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OrderPaths, type OrderConfirmAnswer, type OrderConfirmResult } from '@shop/api-clients/order/types';
import { buildApi } from '../../app';
import { queryRows } from '../../db/client';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { demoCallers, type Caller } from '../testing';
import { confirmRequestId } from './requestId';
import { runningConfirmations } from './running';
import { confirmTestHooks } from './testHooks';
import { confirmBody, countRows, emptyCart, orderableParts, postConfirm, putInCart, shipToIdOf, type TestPart } from './testFixtures';

const LEASE_MS = 300;
let t: TestApi;
let restarted: FastifyInstance;
let buyer: Caller;
let buyerAfterRestart: Caller;
let parts: TestPart[];
let shipTo: number;

beforeAll(async () => {
  process.env.IDEMPOTENCY_LEASE_MS = String(LEASE_MS);
  t = await createTestApi({ seed: 'all' });
  restarted = await buildApi({ db: t.db, logger: false });
  ({ buyer } = await demoCallers(t.app));
  ({ buyer: buyerAfterRestart } = await demoCallers(restarted));
  parts = await orderableParts(t.db, 3);
  shipTo = await shipToIdOf(t.db, buyer);
}, 120_000);
afterAll(async () => {
  delete process.env.IDEMPOTENCY_LEASE_MS;
  await restarted?.close();
  await t?.close();
});
beforeEach(() => emptyCart(t.db, buyer));
afterEach(() => {
  delete confirmTestHooks.beforeCommit;
  delete confirmTestHooks.afterCommit;
});

/** The idempotency layer's key hash for the buyer (idempotency/requestHash.ts: sha256 of scope and key). */
const idempotencyKeyHash = (key: string) => createHash('sha256').update(`user:${buyer.login.session.userCode}\n${key}`).digest('hex');
const poll = async (who: Caller, key: string) =>
  envelope<OrderConfirmResult>(await who.get(OrderPaths.orderSlipConfirmResult, { idempotencyKey: key })).data;
const ordersOfKey = async (key: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_confirm_request where request_id = ${confirmRequestId(buyer.login.session.userCode, key)}`,
    )
  )[0]!.n;

describe('the API dies during a confirmation', () => {
  it('dies inside the transaction: nothing was written, the poll says NOT_FOUND, the retry makes exactly one order', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    const body = confirmBody(shipTo, [id]);
    const key = randomUUID();
    const before = await countRows(t.db, 'order_slip');
    confirmTestHooks.beforeCommit = async () => {
      throw new Error('process killed');
    };
    const dying = await postConfirm(t.app, buyer, body, key);
    expect(dying.statusCode).toBeGreaterThanOrEqual(500);
    delete confirmTestHooks.beforeCommit;

    expect((await poll(buyerAfterRestart, key)).state).toBe('NOT_FOUND');
    expect(await countRows(t.db, 'order_slip')).toBe(before);
    const retry = await postConfirm(restarted, buyerAfterRestart, body, key);
    expect(retry.statusCode).toBe(200);
    expect((await poll(buyerAfterRestart, key)).state).toBe('DONE');
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
  });

  it('dies after the commit, before answering: the poll finds the order, the retry answers the same request and makes none', async () => {
    const id = await putInCart(t.db, buyer, parts[1]!.partNumber, 1);
    const body = confirmBody(shipTo, [id]);
    const key = randomUUID();
    const before = await countRows(t.db, 'order_slip');
    confirmTestHooks.afterCommit = async () => {
      throw new Error('process killed');
    };
    expect((await postConfirm(t.app, buyer, body, key)).statusCode).toBeGreaterThanOrEqual(500);
    delete confirmTestHooks.afterCommit;

    const found = await poll(buyerAfterRestart, key);
    expect(found.state).toBe('DONE');
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    const retry = await postConfirm(restarted, buyerAfterRestart, body, key);
    expect(retry.statusCode).toBe(200);
    expect(envelope<OrderConfirmAnswer>(retry).data.requestId).toBe(confirmRequestId(buyer.login.session.userCode, key));
    expect(await poll(buyerAfterRestart, key)).toEqual(found);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    expect(await ordersOfKey(key)).toBe(1);
  });

  /**
   * A real death: on PostgreSQL the transaction's connection is terminated (pg_terminate_backend) while the handler
   * is frozen; on the embedded database (one connection, which a frozen transaction would hold for everyone) the
   * transaction throws, and the claim a dead process leaves behind (running, until its lease ends) is put back.
   */
  it('freezes mid-transaction and dies: the restarted API takes the key over after the lease, exactly one order', async () => {
    const id = await putInCart(t.db, buyer, parts[2]!.partNumber, 1);
    const body = confirmBody(shipTo, [id]);
    const key = randomUUID();
    const before = await countRows(t.db, 'order_slip');
    const onPostgres = Boolean(process.env.DATABASE_URL);
    let pid = 0;
    let unfreeze: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => {
      unfreeze = resolve;
    });
    let reached: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let claimRow: { requestHash: string; scope: string } | undefined;
    confirmTestHooks.beforeCommit = async (tx) => {
      if (!onPostgres) {
        [claimRow] = await queryRows<{ requestHash: string; scope: string }>(
          tx,
          sql`select request_hash as "requestHash", scope from idempotency_key where key_hash = ${idempotencyKeyHash(key)}`,
        );
        throw new Error('process killed');
      }
      pid = (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid;
      // the terminated connection's 'error' event is heard by the pool's listener (db/client.ts), so nothing crashes
      reached();
      await frozen;
    };
    const dying = postConfirm(t.app, buyer, body, key);
    if (onPostgres) {
      await inside;
      delete confirmTestHooks.beforeCommit;
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    } else {
      expect((await dying).statusCode).toBeGreaterThanOrEqual(500);
      delete confirmTestHooks.beforeCommit;
      // what the dead process's claim looked like when it died: running, until its lease ends
      await t.db.execute(sql`delete from idempotency_key where key_hash = ${idempotencyKeyHash(key)}`);
      await t.db.execute(sql`insert into idempotency_key (key_hash, scope, request_hash, state, locked_until, created_at, expires_at)
        values (${idempotencyKeyHash(key)}, ${claimRow!.scope}, ${claimRow!.requestHash}, 'running',
                now() + ${`${LEASE_MS} milliseconds`}::interval, now(), now() + interval '1 day')`);
    }
    // the process is gone: its in-memory note of the running request with it
    runningConfirmations.delete(confirmRequestId(buyer.login.session.userCode, key));

    expect((await poll(buyerAfterRestart, key)).state).toBe('NOT_FOUND');
    expect(await countRows(t.db, 'order_slip')).toBe(before);
    // the dead run's claim holds until its lease ends; then the retry runs
    const early = await postConfirm(restarted, buyerAfterRestart, body, key);
    expect(early.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, LEASE_MS + 50));
    const retry = await postConfirm(restarted, buyerAfterRestart, body, key);
    expect(retry.statusCode).toBe(200);
    expect((await poll(buyerAfterRestart, key)).state).toBe('DONE');

    // the frozen run wakes on a dead connection: it fails, and still only one order exists
    unfreeze();
    if (onPostgres) expect((await dying).statusCode).toBeGreaterThanOrEqual(500);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    expect(await ordersOfKey(key)).toBe(1);
  });
});
