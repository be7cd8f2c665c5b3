import { ok } from '@shop/api-clients/envelopes';
import { CatalogueRoutes as S } from '@shop/api-clients/catalogue/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { pagingOf } from '../http/commonQuery';
import { CategoryTree } from './categories';
import { checkPrices } from './priceCheck';
import { fullTextSearch, suggest } from './search';
import { getSeriesDetail, listBrands, searchParts, searchSeries } from './service';

/** The catalogue family of SPEC §7 (`/api/v1/...`, status envelope); schemas: @shop/api-clients/catalogue/schemas. */
export async function catalogueRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  // the catalogue and its list prices are open to everyone (SPEC §7 catalogue: no session needed)
  const pub = { access: 'public' } as const;

  app.get('/api/v1/category/search', { schema: S.categorySearch, config: pub }, async (req) => {
    const tree = await CategoryTree.load(db);
    return ok(tree.search(req.query.categoryCode?.trim() || undefined));
  });

  app.get('/api/v1/brand/search', { schema: S.brandSearch, config: pub }, async () => ok(await listBrands(db)));

  app.get('/api/v1/series/search', { schema: S.seriesSearch, config: pub }, async (req) => {
    const { seriesCode, categoryCode, brandCode } = req.query;
    // one path, two answers (SPEC keeps a single series/search call): a seriesCode asks for the detail
    if (seriesCode?.trim()) return ok(await getSeriesDetail(db, seriesCode.trim()));
    return ok(await searchSeries(db, { categoryCode: categoryCode?.trim() || undefined, brandCode, ...pagingOf(req.query) }));
  });

  app.get('/api/v1/partNumber/search', { schema: S.partNumberSearch, config: pub }, async (req) =>
    ok(await searchParts(db, { ...req.query, ...pagingOf(req.query) })),
  );

  app.get('/api/v1/partNumber/suggest', { schema: S.suggest, config: pub }, async (req) => ok(await suggest(db, req.query.keyword)));

  app.get('/api/v1/fullText/search', { schema: S.fullTextSearch, config: pub }, async (req) =>
    ok(await fullTextSearch(db, req.query.keyword, pagingOf(req.query))),
  );

  app.post('/api/v1/price/check', { schema: S.priceCheck, config: pub }, async (req) => ok(await checkPrices(db, req.body.partNumberList)));
}
