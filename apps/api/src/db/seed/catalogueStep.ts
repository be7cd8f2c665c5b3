import { sql } from 'drizzle-orm';
import { brands, campaigns, categories, parts, series } from '../../catalogue/tables';
import type { Orm } from '../client';
import { bulkInsert, withoutSecondaryIndexes } from './bulk';
import { buyabilityCounts } from './catalogue/buyability';
import { generateCatalogue } from './catalogue/generate';
import type { SeedStep } from './steps';

// catalogue-2: unfit codes, discontinued and suspended parts with replacements, limited-quantity campaigns (issue 10)
const CATALOGUE_SEED_VERSION = 'catalogue-2';

export const catalogueSeedStep: SeedStep = {
  name: 'catalogue',
  version: CATALOGUE_SEED_VERSION,
  async run(tx: Orm, ctx) {
    const t0 = Date.now();
    const cat = generateCatalogue({ scale: ctx.scale, seed: ctx.seed });
    ctx.log(
      `[seed] catalogue generated in ${Date.now() - t0} ms: ${cat.categories.length} categories, ${cat.brands.length} brands, ${cat.series.length} series, ${cat.parts.length} parts`,
    );
    await withoutSecondaryIndexes(tx, [parts, series], async () => {
      await bulkInsert(tx, categories, cat.categories);
      await bulkInsert(tx, brands, cat.brands);
      await bulkInsert(tx, series, cat.series, {
        batchSize: 1000,
        onBatch: (n) => ctx.log(`[seed] series ${n}/${cat.series.length}`),
      });
      let lastLogged = 0;
      await bulkInsert(tx, parts, cat.parts, {
        batchSize: 5000,
        onBatch: (n) => {
          if (n - lastLogged >= 20000 || n === cat.parts.length) {
            lastLogged = n;
            ctx.log(`[seed] parts ${n}/${cat.parts.length}`);
          }
        },
      });
      ctx.log('[seed] building indexes');
    });
    // after the parts' primary key is back: campaigns reference parts
    await bulkInsert(tx, campaigns, cat.campaigns);
    const kinds = buyabilityCounts(cat.parts);
    ctx.log(`[seed] not simply buyable: ${JSON.stringify(kinds)}; ${cat.campaigns.length} campaigns`);
    return {
      scale: ctx.scale,
      seed: ctx.seed,
      categories: cat.categories.length,
      brands: cat.brands.length,
      series: cat.series.length,
      parts: cat.parts.length,
      campaigns: cat.campaigns.length,
      notSimplyBuyable: kinds,
    };
  },
  async reset(tx) {
    // no CASCADE: if another family's rows point at the catalogue this must fail, not wipe them
    await tx.execute(sql`truncate catalogue_campaign, catalogue_part, catalogue_series, catalogue_brand, catalogue_category`);
  },
  async after(db) {
    // fresh statistics for the planner and a visibility map for index-only prefix scans
    await db.execute(sql`vacuum analyze catalogue_part`);
    await db.execute(sql`vacuum analyze catalogue_series`);
    await db.execute(sql`analyze catalogue_category`);
    await db.execute(sql`analyze catalogue_brand`);
  },
};
