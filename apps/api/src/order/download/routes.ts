import { ok } from '@shop/api-clients/envelopes';
import { DownloadRoutes as S } from '@shop/api-clients/download/schemas';
import { DownloadPaths, type DownloadParams } from '@shop/api-clients/download/types';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';
import { callerOf } from '../../http/access';
import { schedulePurge } from '../../http/scheduledPurge';
import { downloadPdf, pdfUrlFor } from './service';
import { purgeDownloadTokens } from './tokens';

const PURGE_EVERY_MS = 10 * 60_000;

/** For clients that ignore filename* (RFC 6266): the Chinese prefix dropped, '订单_SO2026010002.pdf' → 'SO2026010002.pdf'. */
const asciiName = (filename: string) => filename.replace(/^[^\x20-\x7e]+_/, '').replace(/[^\x20-\x7e]|"/g, '_');

/** The download routes of the buying flow (docs/buying.md): one-use PDF links for orders and quotes. */
export async function downloadRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  // who may download which slip is the slip's visibility rule (orders: ORDER_HISTORY, quotes: QUOTE_HISTORY)
  app.get(DownloadPaths.orderSlipSearchPdfUrl, { schema: S.orderSlipSearchPdfUrl, config: { access: 'signedIn' } }, async (req) =>
    ok(await pdfUrlFor(db, callerOf(req), 'ORDER', req.query.orderSlipNumber)),
  );
  app.get(DownloadPaths.quoteSlipSearchPdfUrl, { schema: S.quoteSlipSearchPdfUrl, config: { access: 'signedIn' } }, async (req) =>
    ok(await pdfUrlFor(db, callerOf(req), 'QUOTE', req.query.quoteSlipNumber)),
  );

  // opened in a new tab, where no sessionId travels: the one-use token is the check. Declared without the TypeBox
  // provider: its success is PDF bytes, which the provider's envelope-shaped reply type would not accept
  fastify.get<{ Params: DownloadParams }>(
    DownloadPaths.download,
    { schema: S.download, config: { access: 'public' } },
    async (req, reply) => {
      const { filename, pdf } = await downloadPdf(db, req.params.token);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${asciiName(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(pdf);
    },
  );

  schedulePurge(fastify, 'download tokens', PURGE_EVERY_MS, async () => {
    await purgeDownloadTokens(db, new Date());
  });
}
