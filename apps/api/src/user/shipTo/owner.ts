import { eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessionService';
import { toCustomerInfo } from '../../auth/sessionView';
import type { Orm } from '../../db/client';
import { customers, shipTos } from '../tables';

/** What the address book needs to know about the caller. */
export type ShipToCaller = Pick<SessionUser, 'userCode' | 'customerCode' | 'isMain'>;

/**
 * Whose address book the caller reads: a company's addresses belong to the company (every colleague orders to
 * them); an individual customer's (no company) belong to that user alone.
 */
export interface ShipToOwner {
  /** the rows of this owner */
  where: SQL;
  /** the columns a new row of this owner gets */
  columns: { customerCode: string | null; ownerUserCode: string | null };
  /** the advisory-lock key that serialises this owner's writes (the 50 limit, the one default) */
  lockKey: string;
}

export function ownerOf(caller: ShipToCaller): ShipToOwner {
  if (caller.customerCode !== null) {
    return {
      where: eq(shipTos.customerCode, caller.customerCode),
      columns: { customerCode: caller.customerCode, ownerUserCode: null },
      lockKey: `ship_to:c:${caller.customerCode}`,
    };
  }
  return {
    where: eq(shipTos.ownerUserCode, caller.userCode),
    columns: { customerCode: null, ownerUserCode: caller.userCode },
    lockKey: `ship_to:u:${caller.userCode}`,
  };
}

/**
 * Whether the caller may add, edit and delete (SPEC §6: ship-to manage requires its flag to equal '1'). For a company
 * user that is exactly customerInfo's shipToManageFlag as this user receives it (auth/sessionView.ts: the company's
 * flag, for its main account), so the page and the API never disagree. An individual customer has no company flag
 * and manages their own addresses.
 */
export async function mayManage(db: Orm, caller: ShipToCaller): Promise<boolean> {
  if (caller.customerCode === null) return true;
  const [customer] = await db.select().from(customers).where(eq(customers.customerCode, caller.customerCode)).limit(1);
  return toCustomerInfo(caller, customer ?? null).shipToManageFlag === '1';
}
