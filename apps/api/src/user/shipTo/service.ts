import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  SHIP_TO_FIELDS,
  SHIP_TO_LIMITS,
  ShipToErrorCode,
  ShipToMessages,
  type ShipTo,
  type ShipToDeleteResult,
  type ShipToSearchResult,
  type ShipToUpdateRequest,
} from '@shop/api-clients/shipTo/types';
import { ErrorCode } from '@shop/api-clients/envelopes';
import type { Orm } from '../../db/client';
import type { Paging } from '../../http/commonQuery';
import { ApiError } from '../../http/errors';
import { shipTos } from '../tables';
import { mayManage, ownerOf, type ShipToCaller } from './owner';
import { checkShipTo, type ShipToValues } from './validation';

export type ShipToRow = typeof shipTos.$inferSelect;

const notFound = () => new ApiError(404, ShipToErrorCode.SHIP_TO_NOT_FOUND, ShipToMessages.NOT_FOUND);

export function toShipTo(row: ShipToRow): ShipTo {
  return {
    shipToId: row.shipToId,
    receiverName: row.receiverName,
    companyName: row.companyName,
    department: row.department,
    zipCode: row.zipCode,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    tel: row.tel,
    mobile: row.mobile,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's addresses in the book's order: the default first, then newest first. */
const bookOrder = [desc(shipTos.isDefault), desc(shipTos.createdAt), desc(shipTos.shipToId)];

/**
 * One address the caller may use: their company's, or their own as an individual customer. Any other id answers
 * 404 like a missing one, so ids cannot be probed. (A company's addresses are shared by every colleague, so there
 * is no colleague's address to refuse with 403.)
 */
export async function findShipToForCaller(db: Orm, caller: ShipToCaller, shipToId: number, lock = false): Promise<ShipToRow> {
  if (!Number.isSafeInteger(shipToId) || shipToId < 1) throw notFound();
  const base = db
    .select()
    .from(shipTos)
    .where(and(eq(shipTos.shipToId, shipToId), ownerOf(caller).where));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw notFound();
  return row;
}

/** The caller's default address (checkout starts from it); null when the book is empty. */
export async function findDefaultShipTo(db: Orm, caller: ShipToCaller): Promise<ShipToRow | null> {
  const [row] = await db
    .select()
    .from(shipTos)
    .where(ownerOf(caller).where)
    .orderBy(...bookOrder)
    .limit(1);
  return row ?? null;
}

/** GET shipToInfo/search */
export async function searchShipTos(db: Orm, caller: ShipToCaller, paging: Paging): Promise<ShipToSearchResult> {
  const { where } = ownerOf(caller);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(shipTos).where(where);
  const rows = await db
    .select()
    .from(shipTos)
    .where(where)
    .orderBy(...bookOrder)
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize);
  return {
    totalCount: Number(n),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    maxCount: SHIP_TO_LIMITS.maxPerOwner,
    manageable: await mayManage(db, caller),
    shipToList: rows.map(toShipTo),
  };
}

async function assertMayManage(db: Orm, caller: ShipToCaller): Promise<void> {
  if (!(await mayManage(db, caller))) throw new ApiError(403, ErrorCode.FORBIDDEN, ShipToMessages.NO_MANAGE);
}

/** Writes of one owner run one at a time, so the 50 limit and the one default hold under concurrent requests. */
async function lockOwner(tx: Orm, caller: ShipToCaller): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerOf(caller).lockKey}))`);
}

/** Trimmed values of the request over the row's (an edit keeps what the request leaves out). */
function mergedValues(req: ShipToUpdateRequest, row: ShipToRow | null): ShipToValues {
  const values = {} as ShipToValues;
  for (const field of SHIP_TO_FIELDS) values[field] = (req[field] ?? row?.[field] ?? '').trim();
  return values;
}

/**
 * POST shipToInfo/update: add (no shipToId) or edit (shipToId). The access check comes first (403 before a word
 * about the input; another owner's id 404), then the fields (SHIP_TO_RULES), then the limit. The first address
 * becomes the default; isDefault true moves the default here in the same transaction. The default cannot be unset
 * by itself (isDefault false on it is ignored): it moves only when another address is made the default, so an
 * address book with addresses always has one.
 */
export async function updateShipTo(db: Orm, caller: ShipToCaller, req: ShipToUpdateRequest): Promise<ShipTo> {
  return db.transaction(async (tx) => {
    await assertMayManage(tx, caller);
    await lockOwner(tx, caller);
    const owner = ownerOf(caller);
    const existing = req.shipToId === undefined ? null : await findShipToForCaller(tx, caller, req.shipToId, true);
    const values = mergedValues(req, existing);
    checkShipTo(values);
    const now = new Date();

    let row: ShipToRow;
    if (existing) {
      const isDefault = existing.isDefault || req.isDefault === true;
      [row] = (await tx
        .update(shipTos)
        .set({ ...values, isDefault, updatedAt: now })
        .where(eq(shipTos.shipToId, existing.shipToId))
        .returning()) as [ShipToRow];
    } else {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(shipTos).where(owner.where);
      if (Number(n) >= SHIP_TO_LIMITS.maxPerOwner) {
        throw new ApiError(400, ShipToErrorCode.SHIP_TO_LIMIT, ShipToMessages.LIMIT_REACHED);
      }
      const isDefault = Number(n) === 0 || req.isDefault === true;
      [row] = (await tx
        .insert(shipTos)
        .values({ ...values, ...owner.columns, isDefault, createdBy: caller.userCode, createdAt: now, updatedAt: now })
        .returning()) as [ShipToRow];
    }
    if (row.isDefault) {
      await tx
        .update(shipTos)
        .set({ isDefault: false, updatedAt: now })
        .where(and(owner.where, ne(shipTos.shipToId, row.shipToId), eq(shipTos.isDefault, true)));
    }
    return toShipTo(row);
  });
}

/** POST shipToInfo/delete: deleting the default makes the newest remaining address the default, in one transaction. */
export async function deleteShipTo(db: Orm, caller: ShipToCaller, shipToId: number): Promise<ShipToDeleteResult> {
  return db.transaction(async (tx) => {
    await assertMayManage(tx, caller);
    await lockOwner(tx, caller);
    const owner = ownerOf(caller);
    const row = await findShipToForCaller(tx, caller, shipToId, true);
    await tx.delete(shipTos).where(eq(shipTos.shipToId, row.shipToId));
    const [next] = await tx
      .select()
      .from(shipTos)
      .where(owner.where)
      .orderBy(desc(shipTos.isDefault), desc(shipTos.createdAt), desc(shipTos.shipToId))
      .limit(1);
    if (next && !next.isDefault) {
      await tx.update(shipTos).set({ isDefault: true, updatedAt: new Date() }).where(eq(shipTos.shipToId, next.shipToId));
    }
    return { shipToId: row.shipToId, defaultShipToId: next?.shipToId ?? null };
  });
}

/** for tests and the seed: the owner's rows in book order */
export async function listShipTosOf(db: Orm, caller: ShipToCaller): Promise<ShipToRow[]> {
  return db
    .select()
    .from(shipTos)
    .where(ownerOf(caller).where)
    .orderBy(...bookOrder, asc(shipTos.shipToId));
}
