import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@shop/api-clients/envelopes';
import { CartRoutes as S } from '@shop/api-clients/cart/schemas';
import { CART_LIMITS, CartMessages, CartPaths } from '@shop/api-clients/cart/types';
import type { Orm } from '../../db/client';
import { callerOf } from '../../http/access';
import { envelopeErrorHandler } from '../../http/envelopeHandlers';
import { ApiError, ApiErrorCode } from '../../http/errors';
import { addToCart, countCart, deleteFromCart, searchCart, updateCart } from './service';
import { linesOfFile } from './spreadsheet';

/** CART (SPEC §6) for every cart call, with a message that says what to do. */
const CART = { permission: 'CART', message: CartMessages.NO_CART_PERMISSION } as const;

/** What the multipart parser leaves in the body for a file field (attachFieldsToBody). */
interface FilePart {
  type: 'file';
  file: { truncated: boolean };
  toBuffer(): Promise<Buffer>;
}
const isFilePart = (v: unknown): v is FilePart =>
  typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'file' && typeof (v as FilePart).toBuffer === 'function';

/** The cart routes of the buying flow (docs/buying.md): a user's own cart, kept on the server. */
export async function cartRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  app.get(CartPaths.search, { schema: S.search, config: { access: CART } }, async (req) => ok(await searchCart(db, callerOf(req))));

  app.get(CartPaths.count, { schema: S.count, config: { access: CART } }, async (req) => ok({ count: await countCart(db, callerOf(req)) }));

  app.post(CartPaths.add, { schema: S.add, config: { access: CART } }, async (req) =>
    ok(await addToCart(db, callerOf(req), req.body.lineList)),
  );

  app.post(CartPaths.update, { schema: S.update, config: { access: CART } }, async (req) =>
    ok(await updateCart(db, callerOf(req), req.body)),
  );

  app.post(CartPaths.delete, { schema: S.delete, config: { access: CART } }, async (req) =>
    ok({ deleted: await deleteFromCart(db, callerOf(req), req.body.idList) }),
  );

  // quick-order files: the multipart parser only in this child scope, so the JSON routes above never accept a
  // multipart body; one file of at most 2 MB, a larger one cut short (truncated) and answered with the cart's own
  // message instead of the parser's generic 413
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: true,
      throwFileSizeLimit: false,
      limits: { fileSize: CART_LIMITS.uploadBytesMax, files: 1, fields: 5, parts: 6 },
    });
    const handling = new WeakSet<FastifyRequest>();
    // a body the parser cannot read (no boundary, a broken part) fails before the handler runs: the sender's file,
    // answered 400 in the envelope, not a 500
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const unreadable = !handling.has(request) && !error.statusCode && !(error instanceof ApiError);
      const shown = unreadable ? new ApiError(400, ApiErrorCode.INVALID_PARAM, CartMessages.UPLOAD_NOT_SPREADSHEET) : error;
      return envelopeErrorHandler(shown as FastifyError, request, reply);
    });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(CartPaths.upload, { schema: S.upload, config: { access: CART } }, async (req) => {
      handling.add(req);
      const caller = callerOf(req);
      const file = (req.body as Record<string, unknown> | undefined)?.file;
      if (!req.isMultipart() || !isFilePart(file)) throw new ApiError(400, ApiErrorCode.INVALID_PARAM, CartMessages.UPLOAD_REQUIRED);
      const buf = await file.toBuffer();
      if (file.file.truncated) throw new ApiError(413, ApiErrorCode.PAYLOAD_TOO_LARGE, CartMessages.UPLOAD_TOO_LARGE);
      if (buf.length === 0) throw new ApiError(400, ApiErrorCode.INVALID_PARAM, CartMessages.UPLOAD_EMPTY);
      const lines = await linesOfFile(buf);
      if (lines.length === 0) throw new ApiError(400, ApiErrorCode.INVALID_PARAM, CartMessages.UPLOAD_EMPTY);
      return ok(await addToCart(db, caller, lines));
    });
  });
}
