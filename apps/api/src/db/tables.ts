import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step that has run; a present row with the same version makes the step a no-op. */
export const seedMeta = pgTable('seed_meta', {
  step: text('step').primaryKey(),
  version: text('version').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
