import { and, eq } from 'drizzle-orm';
import { DownloadErrorCode, DownloadMessages, DownloadPaths, type PdfUrlResult } from '@shop/api-clients/download/types';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { renderSlipPdf } from '../../pdf/seam';
import { users } from '../../user/seam';
import type { Caller } from '../visibility';
import { orderSlipPdf, quoteSlipPdf } from './slips';
import { consumeDownloadToken, createDownloadToken, type DownloadKind } from './tokens';

const linkGone = () => new ApiError(404, DownloadErrorCode.DOWNLOAD_LINK_GONE, DownloadMessages.LINK_GONE);

const pdfOf = (db: Orm, caller: Caller, kind: DownloadKind, number: string, now: Date) =>
  kind === 'ORDER' ? orderSlipPdf(db, caller, number) : quoteSlipPdf(db, caller, number, now);

/**
 * orderSlip/searchPdfUrl and quoteSlip/searchPdfUrl: the caller's visibility of the slip is checked first (404 for
 * another customer's, 403 for a colleague's without the history permission), and the PDF is rendered once here so a
 * link is only handed out for a slip that renders; then a one-use link bound to the caller.
 */
export async function pdfUrlFor(
  db: Orm,
  caller: Caller,
  kind: DownloadKind,
  slipNumber: string,
  now: Date = new Date(),
): Promise<PdfUrlResult> {
  const slip = await pdfOf(db, caller, kind, slipNumber, now);
  const { token, expiresAt } = await createDownloadToken(db, { kind, slipNumber: slip.number, userCode: caller.userCode }, now);
  return { pdfUrl: DownloadPaths.download.replace(':token', token), expiresAt: expiresAt.toISOString() };
}

/**
 * GET download/:token: uses the token up, then renders the slip as the user the link was made for, with that user's
 * permissions as they are now (a history permission taken away meanwhile, or the user gone, closes the link too).
 */
export async function downloadPdf(db: Orm, token: string, now: Date = new Date()): Promise<{ filename: string; pdf: Buffer }> {
  const grant = await consumeDownloadToken(db, token, now);
  if (!grant) throw linkGone();
  const [user] = await db
    .select({ userCode: users.userCode, customerCode: users.customerCode, isMain: users.isMain, permissionList: users.permissionList })
    .from(users)
    .where(and(eq(users.userCode, grant.userCode), eq(users.status, 'ACTIVE')));
  if (!user) throw linkGone();
  let slip;
  try {
    slip = await pdfOf(db, user, grant.kind, grant.slipNumber, now);
  } catch (err) {
    if (err instanceof ApiError && (err.httpStatus === 403 || err.httpStatus === 404)) throw linkGone();
    throw err;
  }
  return { filename: `${grant.kind === 'ORDER' ? '订单' : '报价单'}_${slip.number}.pdf`, pdf: await renderSlipPdf(slip, now) };
}
