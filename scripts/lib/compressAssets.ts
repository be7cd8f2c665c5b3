import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** what browsers get compressed; images and fonts are compressed already */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|map|svg|txt|xml|wasm|ico)$/i;

export interface CompressReport {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
}

function* filesUnder(dir: string, rel = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    // the Node-target build is run by the gateway, never sent to a browser
    if (entry.isDirectory()) {
      if (!(rel === '' && entry.name === 'server')) yield* filesUnder(dir, child);
    } else if (entry.isFile()) yield child;
  }
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of a built version folder, once, at
 * deploy, so the gateway streams them as they are (apps/gateway/src/assets.ts) instead of compressing each request.
 * Every compressible file gets both, however small: the gateway then never needs to compress one on the fly.
 */
export function compressAssets(dir: string): CompressReport {
  const report: CompressReport = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  for (const rel of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(dir, rel);
    const raw = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    report.files++;
    report.rawBytes += raw.length;
    report.brBytes += br.length;
    report.gzBytes += gz.length;
  }
  return report;
}
