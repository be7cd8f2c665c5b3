/**
 * pnpm --filter @shop/api quote:answer [QT2026100001 ...]
 * The pricing step now, for the demo: answers the given quotes, or every REQUESTED one, instead of waiting for the
 * quote-answer job (QUOTE_ANSWER_DELAY_MS). Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR.
 * The embedded database belongs to one process: with PGlite, stop the shop first (or let its job answer).
 */
import { createDb } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { resolveDataDir } from '../../db/paths';
import { answerQuote, requestedQuoteNumbers } from './answer';

const args = process.argv
  .slice(2)
  .map((a) => a.trim().toUpperCase())
  .filter(Boolean);
const bad = args.filter((a) => !/^QT\d{10}$/.test(a));
if (bad.length) {
  process.stderr.write(`[quote:answer] 报价单号格式不正确：${bad.join(', ')}（应为 QT + 10 位数字）\n`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : resolveDataDir();
process.stderr.write(`[quote:answer] database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`}\n`);
const db = await createDb({ databaseUrl, dataDir });
let failed = false;
try {
  await runMigrations(db);
  const numbers = args.length ? args : await requestedQuoteNumbers(db);
  if (numbers.length === 0) process.stderr.write('[quote:answer] 没有待报价的报价单\n');
  for (const n of numbers) {
    const answered = await db.transaction((tx) => answerQuote(tx, n));
    process.stderr.write(`[quote:answer] ${n}: ${answered ? '已报价' : '未处理（不存在或不是待报价状态）'}\n`);
    if (!answered && args.length) failed = true;
  }
} finally {
  await db.$close();
}
process.exit(failed ? 1 : 0);
