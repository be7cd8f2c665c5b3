import { ok } from '@shop/api-clients/envelopes';
import { QuoteRoutes as S } from '@shop/api-clients/quote/schemas';
import { QuoteMessages, QuotePaths } from '@shop/api-clients/quote/types';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';
import { callerOf } from '../../http/access';
import { pagingOf } from '../../http/commonQuery';
import { schedulePurge } from '../../http/scheduledPurge';
import { confirmQuote, quoteConfirmResult } from './confirm';
import { expireQuotes } from './expiry';
import { countQuotes, getQuote, searchQuotes } from './read';
// registers the quote-answer job handler in every process that builds the API
import './answer';

const HOUR = 3_600_000;

/** The quote routes of the buying flow (docs/buying.md). Schemas: @shop/api-clients/quote/schemas. */
export async function quoteRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const quoteAccess = { permission: 'QUOTE', message: QuoteMessages.NO_QUOTE_PERMISSION } as const;

  // QUOTE is checked by confirmQuote after the company (an individual customer is told to complete it first); the
  // idempotency plugin has checked the header (required, well-formed) before the handler runs
  app.post(QuotePaths.quoteSlipConfirm, { schema: S.quoteSlipConfirm, config: { access: 'signedIn', idempotent: true } }, async (req) =>
    ok(await confirmQuote(db, callerOf(req), req.body, String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]))),
  );

  app.get(QuotePaths.quoteSlipConfirmResult, { schema: S.quoteSlipConfirmResult, config: { access: quoteAccess } }, async (req) =>
    ok(await quoteConfirmResult(db, callerOf(req), req.query.requestId)),
  );

  // who sees which quotes is decided per row (visibility.ts: QUOTE_HISTORY), so a signed-in caller may ask
  app.get(QuotePaths.quoteSlipSearch, { schema: S.quoteSlipSearch, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchQuotes(db, callerOf(req), { ...req.query, ...pagingOf(req.query) })),
  );

  app.get(QuotePaths.quoteSlipCount, { schema: S.quoteSlipCount, config: { access: 'signedIn' } }, async (req) =>
    ok(await countQuotes(db, callerOf(req), req.query)),
  );

  app.get(QuotePaths.quoteSlipDetail, { schema: S.quoteSlipDetail, config: { access: 'signedIn' } }, async (req) =>
    ok(await getQuote(db, callerOf(req), req.query.quoteSlipNumber)),
  );

  // reads decide expiry themselves (status.ts); this keeps the stored status in step for anyone reading the table
  schedulePurge(fastify, 'quote expiry', HOUR, async () => {
    await expireQuotes(db);
  });
}
