import { ok } from '@shop/api-clients/envelopes';
import { CatalogueRoutes as S } from '@shop/api-clients/catalogue/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db, Orm } from '../db/client';
import { pagingOf } from '../http/commonQuery';
import { CategoryTree } from './categories';
import { changeListenerFor } from './changeListener';
import { checkPrices } from './priceCheck';
import { CatalogueReadCache, readCacheOptions } from './readCache';
import { fullTextSearch, suggest } from './search';
import { getSeriesDetail, listBrands, searchParts, searchSeries } from './service';

/** The catalogue family of SPEC §7 (`/api/v1/...`, status envelope); schemas: @shop/api-clients/catalogue/schemas. */
export async function catalogueRoutes(fastify: FastifyInstance, opts: { db: Orm; readDb?: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // answers are read from a replica when one is set (CATALOGUE_DATABASE_URL); changes are heard from the primary
  const primary = opts.db;
  const db = opts.readDb ?? primary;
  // the catalogue and its list prices are open to everyone (SPEC §7 catalogue: no session needed)
  const pub = { access: 'public' } as const;
  // these answers depend on the query alone: kept as sent until the catalogue changes (readCache.ts)
  const lag = Number(process.env.CATALOGUE_REPLICA_LAG_MS ?? 2000);
  const cache = new CatalogueReadCache(
    db,
    readCacheOptions({ replicaLagMs: opts.readDb ? (Number.isInteger(lag) && lag >= 0 ? lag : 2000) : 0 }),
    (primary as Partial<Db>).$info?.driver !== 'pglite',
  );
  await cache.start(changeListenerFor(primary));
  fastify.addHook('onClose', () => cache.close());

  app.get('/api/v1/category/search', { schema: S.categorySearch, config: pub }, async (req, reply) =>
    cache.send(req, reply, async () => (await CategoryTree.load(db)).search(req.query.categoryCode?.trim() || undefined)),
  );

  app.get('/api/v1/brand/search', { schema: S.brandSearch, config: pub }, async (req, reply) =>
    cache.send(req, reply, () => listBrands(db)),
  );

  app.get('/api/v1/series/search', { schema: S.seriesSearch, config: pub }, async (req, reply) => {
    const { seriesCode, categoryCode, brandCode } = req.query;
    // one path, two answers (SPEC keeps a single series/search call): a seriesCode asks for the detail
    if (seriesCode?.trim()) return cache.send(req, reply, () => getSeriesDetail(db, seriesCode.trim()));
    return cache.send(req, reply, () =>
      searchSeries(db, { categoryCode: categoryCode?.trim() || undefined, brandCode, ...pagingOf(req.query) }),
    );
  });

  app.get('/api/v1/partNumber/search', { schema: S.partNumberSearch, config: pub }, async (req, reply) =>
    cache.send(req, reply, () => searchParts(db, { ...req.query, ...pagingOf(req.query) })),
  );

  app.get('/api/v1/partNumber/suggest', { schema: S.suggest, config: pub }, async (req, reply) =>
    cache.send(req, reply, () => suggest(db, req.query.keyword)),
  );

  app.get('/api/v1/fullText/search', { schema: S.fullTextSearch, config: pub }, async (req, reply) =>
    cache.send(req, reply, () => fullTextSearch(db, req.query.keyword, pagingOf(req.query))),
  );

  app.post('/api/v1/price/check', { schema: S.priceCheck, config: pub }, async (req) => ok(await checkPrices(db, req.body.partNumberList)));
}
