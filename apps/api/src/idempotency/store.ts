import { and, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { idempotencyKeys } from './tables';

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * - claimed: this request owns the key and runs; it must end with complete() or release();
 * - replay: the first request of the key finished, its answer is to be sent again;
 * - running: the first request is still under way (409);
 * - mismatch: the key was used for another payload (422).
 */
export type ClaimOutcome = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'running' } | { kind: 'mismatch' };

export interface ClaimInput {
  keyHash: string;
  scope: string;
  requestHash: string;
  now: Date;
  ttlMs: number;
  leaseMs: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Claims a key in one statement, atomic on PGlite and PostgreSQL alike: the insert wins for the first request; the
 * conflicting ones update the row only when it has expired (the key is then new again) or when its run was abandoned
 * (lease over, same payload: a process died mid-request), and otherwise get nothing back and read the row to learn
 * why. A row that disappears between the two statements (a failed first run released it) is claimed again.
 */
export async function claimKey(db: Orm, input: ClaimInput): Promise<ClaimOutcome> {
  const { now } = input;
  const t = idempotencyKeys;
  for (let attempt = 0; attempt < 3; attempt++) {
    const fresh = {
      requestHash: input.requestHash,
      state: 'running' as const,
      lockedUntil: new Date(now.getTime() + input.leaseMs),
      responseStatus: null,
      responseContentType: null,
      responseBody: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    };
    const won = await db
      .insert(t)
      .values({ keyHash: input.keyHash, scope: input.scope, ...fresh })
      .onConflictDoUpdate({
        target: t.keyHash,
        set: fresh,
        setWhere: sql`${t.expiresAt} <= ${at(now)}
          or (${t.state} = 'running' and ${t.lockedUntil} <= ${at(now)} and ${t.requestHash} = ${input.requestHash})`,
      })
      .returning({ keyHash: t.keyHash });
    if (won.length > 0) return { kind: 'claimed' };

    const [row] = await db.select().from(t).where(eq(t.keyHash, input.keyHash));
    if (!row) continue;
    if (row.requestHash !== input.requestHash) return { kind: 'mismatch' };
    if (row.state === 'done' && row.responseStatus !== null && row.responseBody !== null) {
      return { kind: 'replay', answer: { status: row.responseStatus, contentType: row.responseContentType, body: row.responseBody } };
    }
    return { kind: 'running' };
  }
  // claimed and released by others three times in a row: as good as running
  return { kind: 'running' };
}

/**
 * The claim a request holds: its key and the time it claimed it. The time fences the claim: a run whose lease ran out
 * and was taken over by a retry can no longer store or release the retry's row.
 */
export interface Claim {
  keyHash: string;
  claimedAt: Date;
}

const heldBy = (claim: Claim) =>
  and(eq(idempotencyKeys.keyHash, claim.keyHash), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claim.claimedAt));

/** Stores the first answer of a claimed key; from now on it is replayed until the key expires. */
export async function completeKey(db: Orm, claim: Claim, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseContentType: answer.contentType, responseBody: answer.body })
    .where(heldBy(claim));
}

/** Forgets a claimed key whose run failed for a passing reason (5xx), so a retry with it runs again. */
export async function releaseKey(db: Orm, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(claim));
}

/** Deletes the keys past their expiry; returns how many. */
export async function purgeExpiredKeys(db: Orm, now: Date): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ keyHash: idempotencyKeys.keyHash });
  return gone.length;
}
