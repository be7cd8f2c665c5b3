import type { Db, Orm } from '../client';

export interface SeedContext {
  /** 1 = full catalogue; tests use e.g. 0.02 */
  scale: number;
  /** PRNG seed */
  seed: number;
  /** progress lines (stderr by default) */
  log: (line: string) => void;
}

/**
 * One seed step (catalogue, demo users, ...). A step runs inside its own transaction together with the
 * write of its seed_meta row, so it either completes or leaves nothing behind. A present seed_meta row
 * with the same `version` makes the step a no-op; a different version runs `reset` and then `run`.
 */
export interface SeedStep {
  name: string;
  /** bump when the step's output changes */
  version: string;
  run(tx: Orm, ctx: SeedContext): Promise<Record<string, unknown> | void>;
  /** removes what `run` wrote (used when the version changed, or with --force) */
  reset?(tx: Orm): Promise<void>;
  /** after the commit, outside the transaction (e.g. VACUUM ANALYZE) */
  after?(db: Db, ctx: SeedContext): Promise<void>;
}

const registry: SeedStep[] = [];

/**
 * Adds a step; steps run in registration order. Families register theirs from src/db/seed/registry.ts,
 * so the list is complete before any caller runs ensureSeeded. Re-registering a name replaces the step.
 */
export function registerSeedStep(step: SeedStep): void {
  const at = registry.findIndex((s) => s.name === step.name);
  if (at >= 0) registry[at] = step;
  else registry.push(step);
}

export function seedSteps(): readonly SeedStep[] {
  return registry;
}
