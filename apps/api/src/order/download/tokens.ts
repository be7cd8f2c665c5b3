import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import { DOWNLOAD_LINK_TTL_SECONDS } from '@shop/api-clients/download/types';
import type { Orm } from '../../db/client';
import { downloadTokens } from '../tables';

export type DownloadKind = 'ORDER' | 'QUOTE';
export type DownloadTokenRow = typeof downloadTokens.$inferSelect;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** 32 random bytes, URL-safe: 43 characters, never guessable. */
const TOKEN_SYNTAX = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new one-use download token for a slip the caller may see (the caller checked that). Only its SHA-256 is stored:
 * a leaked table hands out no working links.
 */
export async function createDownloadToken(
  db: Orm,
  grant: { kind: DownloadKind; slipNumber: string; userCode: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
  await db.insert(downloadTokens).values({ tokenHash: sha256Hex(token), ...grant, expiresAt });
  return { token, expiresAt };
}

/**
 * Uses a token up in one guarded statement (unused and unexpired → used now), so two tabs opening one link at once
 * get one PDF between them. Answers the grant, or null for a used, expired or unknown token.
 */
export async function consumeDownloadToken(db: Orm, token: string, now: Date): Promise<DownloadTokenRow | null> {
  if (!TOKEN_SYNTAX.test(token)) return null;
  const [row] = await db
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(and(eq(downloadTokens.tokenHash, sha256Hex(token)), isNull(downloadTokens.usedAt), gt(downloadTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Deletes tokens that can no longer be used (expired, or used); answers how many. */
export async function purgeDownloadTokens(db: Orm, now: Date): Promise<number> {
  const gone = await db
    .delete(downloadTokens)
    .where(or(lt(downloadTokens.expiresAt, now), isNotNull(downloadTokens.usedAt)))
    .returning({ h: downloadTokens.tokenHash });
  return gone.length;
}
