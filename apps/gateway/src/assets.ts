import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppName, versionDir } from './deployState';
import { cacheControlFor } from './cacheHeaders';

const VERSION_RE = /^[A-Za-z0-9._-]{1,80}$/;
/** the variants scripts/lib/compressAssets.ts writes beside a file at deploy */
const VARIANT_SUFFIX = /\.(br|gz)$/;

/** false for what no browser may fetch: a malformed path, or the Node-target build (`server/`) only the gateway runs */
export function isServableAsset(app: string, version: string, file: string | undefined): boolean {
  if (!isAppName(app) || !VERSION_RE.test(version) || !file) return false;
  const segments = file.split('/');
  return segments[0] !== 'server' && !segments.includes('..') && !file.endsWith('/');
}

/**
 * The deployed apps' files, /apps/<app>/<version>/<file>. Compression happens once, at deploy: each text file has
 * `.br` and `.gz` siblings (scripts/lib/compressAssets.ts) and @fastify/static (`preCompressed`) streams the one the
 * browser accepts straight from disk, with `Vary: Accept-Encoding`, so no JS file is compressed again per request.
 * A folder deployed before that (no siblings) still works: the gateway's @fastify/compress compresses on the fly.
 * Cache headers as cacheHeaders.ts says (a version folder never changes, so its files are immutable except what a
 * page looks up to find the rest); the Content-Type is the original file's.
 */
export const appAssets: FastifyPluginAsync<{ deployDir: string }> = async (app: FastifyInstance, { deployDir }) => {
  // in this scope only: reply.sendFile picks the precompressed sibling (the gateway's own sendFile stays as it is)
  await app.register(fastifyStatic, {
    root: deployDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', cacheControlFor(filePath.replace(VARIANT_SUFFIX, '')));
    },
  });

  app.get<{ Params: { app: string; version: string; '*': string } }>('/apps/:app/:version/*', async (req, reply) => {
    const { app: name, version } = req.params;
    const file = req.params['*'];
    if (!isServableAsset(name, version, file) || !isAppName(name)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const dir = versionDir(deployDir, name, version);
    if (!fs.existsSync(path.join(dir, file))) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.sendFile(file, dir);
  });
};
