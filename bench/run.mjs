// `pnpm bench`: every benchmark in turn (never in parallel: 2 cores), then one summary. Not part of `pnpm test`:
// figures, not pass/fail. Each script prints its own table and ends with a `BENCH_SUMMARY {json}` line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DATA_DIR } from './lib/gateway.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const scripts = [
  'build-time.mjs',
  'js-bytes.mjs',
  'search.mjs',
  'concurrency.mjs',
  'cart.mjs',
  'confirm.mjs',
  'first-paint.mjs',
  'server-load.mjs',
].filter((s) => fs.existsSync(path.join(here, s)));

const summaries = [];
const failed = [];
for (const s of scripts) {
  console.log(`\n=== bench/${s} ===`);
  // tsx lets a benchmark import the workspace's TypeScript (search.mjs runs the API in-process); the scripts run one
  // at a time, so search.mjs can open the database js-bytes' gateway seeded (PGlite is single-process)
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, s)], {
    cwd: path.resolve(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR || BENCH_DATA_DIR, NODE_NO_WARNINGS: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = res.stdout.toString();
  process.stdout.write(
    out
      .split('\n')
      .filter((l) => !l.startsWith('BENCH_SUMMARY '))
      .join('\n'),
  );
  if (res.status !== 0) failed.push(s);
  for (const line of out.split('\n')) {
    if (line.startsWith('BENCH_SUMMARY ')) {
      try {
        summaries.push(JSON.parse(line.slice('BENCH_SUMMARY '.length)));
      } catch {
        // a line that only looks like a summary: the bench's own output above shows it
      }
    }
  }
}

console.log('\n=== summary ===');
for (const s of summaries) {
  if (s.name === 'build-time') {
    console.log(
      `build time (cold, sequential): ${s.apps.map((a) => `${a.app} ${a.seconds ?? 'failed'} s`).join(', ')}; total ${s.totalSeconds} s`,
    );
  } else if (s.name === 'js-bytes') {
    for (const p of s.pages)
      console.log(
        `JS on first visit, ${p.page} (${p.path}): ${p.jsRequests} requests, ${p.rawKB} KB raw, ${p.gzipKB} KB gzip (target <= ${s.targetGzipKB} KB gzip)`,
      );
  } else if (s.name === 'search' && s.fullTextMs && s.suggestMs) {
    const f = (m) => `p50 ${m.p50} ms, p95 ${m.p95} ms, max ${m.max} ms`;
    console.log(
      `search over ${s.parts} parts / ${s.series} series (${s.queries} queries x ${s.rounds} rounds): fullText ${f(s.fullTextMs)}; suggest ${f(s.suggestMs)}`,
    );
  } else if (s.name === 'concurrency') {
    for (const db of ['pglite', 'postgres']) {
      const r = s[db];
      if (r)
        console.log(
          `${s.concurrency} concurrent for ${r.seconds} s on ${db}: ${r.answered} answered, ${r.unavailable503} x 503, ${r.timeouts} without an answer in ${s.clientTimeoutMs / 1000} s; p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms`,
        );
    }
  } else {
    const { name, ...rest } = s;
    console.log(`${name}: ${JSON.stringify(rest)}`);
  }
}
for (const s of scripts) if (!summaries.some((x) => `${x.name}.mjs` === s)) console.log(`${s}: no summary line`);
if (failed.length) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
