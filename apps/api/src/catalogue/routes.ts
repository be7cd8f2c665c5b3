import { ok } from '@shop/api-clients/envelopes';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { CategoryTree } from './categories';
import { checkPrices } from './priceCheck';
import {
  brandSearchSchema,
  categorySearchSchema,
  fullTextSearchSchema,
  partNumberSearchSchema,
  priceCheckSchema,
  seriesSearchSchema,
  suggestSchema,
} from './schemas';
import { fullTextSearch, suggest } from './search';
import { getSeriesDetail, listBrands, searchParts, searchSeries } from './service';

type Q<T> = { Querystring: T };

/** The catalogue family of SPEC §7 (`/api/v1/...`, status envelope). */
export async function catalogueRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const { db } = opts;
  // the catalogue and its list prices are open to everyone (SPEC §7 catalogue: no session needed)
  const pub = { access: 'public' } as const;

  app.get<Q<{ categoryCode?: string }>>('/api/v1/category/search', { schema: categorySearchSchema, config: pub }, async (req) => {
    const tree = await CategoryTree.load(db);
    return ok(tree.search(req.query.categoryCode?.trim() || undefined));
  });

  app.get('/api/v1/brand/search', { schema: brandSearchSchema, config: pub }, async () => ok(await listBrands(db)));

  app.get<Q<Paging & { seriesCode?: string; categoryCode?: string; brandCode?: string }>>(
    '/api/v1/series/search',
    { schema: seriesSearchSchema, config: pub },
    async (req) => {
      const { seriesCode, categoryCode, brandCode, pageNo, pageSize } = req.query;
      // one path, two answers (SPEC keeps a single series/search call): a seriesCode asks for the detail
      if (seriesCode?.trim()) return ok(await getSeriesDetail(db, seriesCode.trim()));
      return ok(await searchSeries(db, { categoryCode: categoryCode?.trim() || undefined, brandCode, pageNo, pageSize }));
    },
  );

  app.get<Q<Paging & { seriesCode?: string; partNumber?: string; specFilter?: string }>>(
    '/api/v1/partNumber/search',
    { schema: partNumberSearchSchema, config: pub },
    async (req) => ok(await searchParts(db, req.query)),
  );

  app.get<Q<{ keyword: string }>>('/api/v1/partNumber/suggest', { schema: suggestSchema, config: pub }, async (req) => ok(await suggest(db, req.query.keyword)));

  app.get<Q<Paging & { keyword: string }>>('/api/v1/fullText/search', { schema: fullTextSearchSchema, config: pub }, async (req) =>
    ok(await fullTextSearch(db, req.query.keyword, req.query)),
  );

  app.post<{ Body: { partNumberList: { partNumber: string; quantity: number }[] } }>(
    '/api/v1/price/check',
    { schema: priceCheckSchema, config: pub },
    async (req) => ok(await checkPrices(db, req.body.partNumberList)),
  );
}
