// `pnpm bench`: every benchmark in turn (never in parallel: 2 cores), then one summary. Not part of `pnpm test`:
// figures, not pass/fail. Each script prints its own table and ends with a `BENCH_SUMMARY {json}` line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const scripts = ['build-time.mjs', 'js-bytes.mjs', 'search.mjs'].filter((s) => fs.existsSync(path.join(here, s)));

const summaries = [];
const failed = [];
for (const s of scripts) {
  console.log(`\n=== bench/${s} ===`);
  const res = spawnSync(process.execPath, [path.join(here, s)], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env, maxBuffer: 64 * 1024 * 1024 });
  const out = res.stdout.toString();
  process.stdout.write(out.split('\n').filter((l) => !l.startsWith('BENCH_SUMMARY ')).join('\n'));
  if (res.status !== 0) failed.push(s);
  for (const line of out.split('\n')) {
    if (line.startsWith('BENCH_SUMMARY ')) {
      try {
        summaries.push(JSON.parse(line.slice('BENCH_SUMMARY '.length)));
      } catch {}
    }
  }
}

console.log('\n=== summary ===');
for (const s of summaries) {
  if (s.name === 'build-time') {
    console.log(`build time (cold, sequential): ${s.apps.map((a) => `${a.app} ${a.seconds ?? 'failed'} s`).join(', ')}; total ${s.totalSeconds} s`);
  } else if (s.name === 'js-bytes') {
    for (const p of s.pages) console.log(`JS on first visit, ${p.page} (${p.path}): ${p.jsRequests} requests, ${p.rawKB} KB raw, ${p.gzipKB} KB gzip (target <= ${s.targetGzipKB} KB gzip)`);
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
