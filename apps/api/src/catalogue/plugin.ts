import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { catalogueRoutes } from './routes';

interface CataloguePluginOptions {
  db: Orm;
  /** a read replica of the primary for the catalogue's answers (CATALOGUE_DATABASE_URL); default: the primary */
  readDb?: Orm;
}

/** Catalogue family: category, brand, series, part-number, suggest, full-text search and price check. */
export async function cataloguePlugin(app: FastifyInstance, opts: CataloguePluginOptions): Promise<void> {
  await app.register(catalogueRoutes, { db: opts.db, readDb: opts.readDb });
}
