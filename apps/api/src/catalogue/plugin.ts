import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { catalogueRoutes } from './routes';

interface CataloguePluginOptions {
  db: Orm;
}

/** Catalogue family: category, brand, series, part-number, suggest, full-text search and price check. */
export async function cataloguePlugin(app: FastifyInstance, opts: CataloguePluginOptions): Promise<void> {
  await app.register(catalogueRoutes, { db: opts.db });
}
