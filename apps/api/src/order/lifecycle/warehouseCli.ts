/**
 * The warehouse's steps for the demo (docs/buying.md, Order lifecycle):
 *   pnpm --filter @shop/api warehouse confirm SO…            待付款/待确认 → 备货中 (as if paid / checked)
 *   pnpm --filter @shop/api warehouse ship SO… [--partial]   备货中/部分发货 → 部分发货/已发货 (a parcel)
 *   pnpm --filter @shop/api warehouse deliver SO…            已发货 → 已完成
 * Several order numbers may follow the step. Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR
 * (default <repo>/.data), which only one process can open: stop the API first, or run the shop on PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { createDb } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { resolveDataDir } from '../../db/paths';
import { warehouseConfirm, warehouseDeliver, warehouseShip, type WarehouseOutcome } from './warehouse';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { partial: { type: 'boolean', default: false } } });
const [step, ...numbers] = positionals;
const STEPS = ['confirm', 'ship', 'deliver'];
if (!step || !STEPS.includes(step) || numbers.length === 0) {
  process.stderr.write('用法：warehouse confirm|ship|deliver <订单号…> [--partial]\n');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await createDb({ databaseUrl, dataDir: databaseUrl ? undefined : resolveDataDir() });
let failed = 0;
try {
  await runMigrations(db);
  for (const raw of numbers) {
    const number = raw.trim().toUpperCase();
    let outcome: WarehouseOutcome;
    if (step === 'confirm') outcome = await warehouseConfirm(db, number);
    else if (step === 'ship') outcome = await warehouseShip(db, number, values.partial);
    else outcome = await warehouseDeliver(db, number);
    if (!outcome.ok) failed++;
    process.stdout.write(outcome.ok ? `✓ ${outcome.message}\n` : `✗ ${number}: ${outcome.message}\n`);
  }
} finally {
  await db.$close();
}
process.exit(failed ? 1 : 0);
