import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { users } from '../user/seam';

/**
 * What an individual customer (no company) may do until a company is bound: check prices, use the cart, download
 * CAD ('7') — the same as the demo individual account.
 */
const INDIVIDUAL_PERMISSIONS = ['PRICE_CHECK', 'CART', '7'];

interface NewIndividual {
  loginId: string;
  passwordHash: string;
  userName: string;
  email: string | null;
  cellularPhone: string | null;
}

export async function loginIdTaken(db: Orm, loginId: string): Promise<boolean> {
  const rows = await db
    .select({ userCode: users.userCode })
    .from(users)
    .where(sql`lower(${users.loginId}) = lower(${loginId})`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts an active individual customer and returns its userCode, or null when the login id is taken (the
 * unique index decides, so two concurrent registrations cannot both get it).
 */
export async function insertIndividual(tx: Orm, input: NewIndividual): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const userCode = `U${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    const inserted = await tx
      .insert(users)
      .values({ ...input, userCode, customerCode: null, isMain: false, permissionList: INDIVIDUAL_PERMISSIONS, status: 'ACTIVE' })
      .onConflictDoNothing()
      .returning({ userCode: users.userCode });
    if (inserted.length === 1) return inserted[0]!.userCode;
    if (await loginIdTaken(tx, input.loginId)) return null;
    // otherwise the random userCode collided: draw again
  }
  throw new Error('could not allocate a userCode');
}
