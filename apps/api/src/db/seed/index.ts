import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedMeta } from '../tables';
import { DEFAULT_SEED } from './catalogue/generate';
import './registry';
import { seedSteps, type SeedContext } from './steps';

export interface SeedOptions {
  /** default: SEED_SCALE from the environment, else 1 (full catalogue) */
  scale?: number;
  seed?: number;
  /** re-run every step even when seed_meta says it is done */
  force?: boolean;
  /** default: progress to stderr; pass () => {} for silence */
  log?: (line: string) => void;
}

export interface SeedReport {
  step: string;
  ran: boolean;
  ms: number;
  details: Record<string, unknown>;
}

const SEED_LOCK_KEY = 72_4102;

function defaultScale(): number {
  const raw = process.env.SEED_SCALE;
  const n = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 10) throw new Error(`SEED_SCALE must be a number in (0, 10], got ${raw}`);
  return n;
}

/** Runs the seed steps that have not run yet (idempotent; safe to call on every start). */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedReport[]> {
  const ctx: SeedContext = {
    scale: opts.scale ?? defaultScale(),
    seed: opts.seed ?? DEFAULT_SEED,
    log: opts.log ?? ((line) => process.stderr.write(line + '\n')),
  };
  const reports: SeedReport[] = [];
  for (const step of seedSteps()) {
    const t0 = Date.now();
    const outcome = await db.transaction(async (tx) => {
      // several API processes may start together on one PostgreSQL: one seeds, the others wait and skip
      if (db.$info.driver === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [done] = await tx.select().from(seedMeta).where(eq(seedMeta.step, step.name));
      if (done && done.version === step.version && !opts.force) return { ran: false, details: done.details };
      if (done) {
        ctx.log(`[seed] ${step.name}: ${opts.force ? 'forced' : `version ${done.version} -> ${step.version}`}, resetting`);
        await step.reset?.(tx);
      }
      ctx.log(`[seed] ${step.name}: running`);
      const details = (await step.run(tx, ctx)) ?? {};
      await tx
        .insert(seedMeta)
        .values({ step: step.name, version: step.version, details })
        .onConflictDoUpdate({ target: seedMeta.step, set: { version: step.version, details, seededAt: new Date() } });
      return { ran: true, details };
    });
    if (outcome.ran) await step.after?.(db, ctx);
    const ms = Date.now() - t0;
    if (outcome.ran) ctx.log(`[seed] ${step.name}: done in ${(ms / 1000).toFixed(1)} s`);
    reports.push({ step: step.name, ran: outcome.ran, ms, details: outcome.details });
  }
  return reports;
}

/** What start-up calls: seeds an empty database, does nothing on a seeded one. */
export function ensureSeeded(db: Db, opts: Omit<SeedOptions, 'force'> = {}): Promise<SeedReport[]> {
  return seed(db, opts);
}

export { registerSeedStep, seedSteps, type SeedStep, type SeedContext } from './steps';
