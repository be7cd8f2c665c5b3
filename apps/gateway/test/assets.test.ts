import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { compressAssets } from '../../../scripts/lib/compressAssets';
import { versionDir } from '../src/deployState';
import { buildGateway } from '../src/server';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

const BIG_JS = 'console.log("铭工商城 precompressed");\n'.repeat(400);

describe('gateway: assets compressed once at deploy', () => {
  let dir: string;
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    folder = versionDir(dir, 'shell', 's1');
    fs.writeFileSync(path.join(folder, 'big.0123abcd.js'), BIG_JS);
    fs.writeFileSync(path.join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    fs.mkdirSync(path.join(folder, 'server'));
    fs.writeFileSync(path.join(folder, 'server', 'render.js'), 'module.exports = {};\n'.repeat(100));
    compressAssets(folder);
    app = await buildGateway({ deployDir: dir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text file, not for images nor the server build', () => {
    for (const f of ['big.0123abcd.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html']) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, `${f}.br`))).toString()).toBe(
        fs.readFileSync(path.join(folder, f), 'utf8'),
      );
      expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, `${f}.gz`))).toString()).toBe(fs.readFileSync(path.join(folder, f), 'utf8'));
    }
    expect(fs.existsSync(path.join(folder, 'logo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'server', 'render.js.br'))).toBe(false);
  });

  it('sends the brotli file as it is on disk when the browser accepts br (no compression per request)', async () => {
    const res = await app.inject({ url: '/apps/shell/s1/big.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(folder, 'big.0123abcd.js.br')))).toBe(true);
  });

  it('sends the gzip file to a gzip-only browser and the original to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/apps/shell/s1/big.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(folder, 'big.0123abcd.js.gz')))).toBe(true);
    const plain = await app.inject({ url: '/apps/shell/s1/big.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('keeps the revalidated files no-cache in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/apps/shell/s1/remoteEntry.js', headers: { 'accept-encoding': encoding } });
      expect([encoding, res.statusCode, res.headers['cache-control']]).toEqual([encoding, 200, 'no-cache']);
      const manifest = await app.inject({ url: '/apps/shell/s1/mf-manifest.json', headers: { 'accept-encoding': encoding } });
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a conditional request with 304 for the variant it sent', async () => {
    const first = await app.inject({ url: '/apps/shell/s1/big.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/apps/shell/s1/big.0123abcd.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves the Node-target build', async () => {
    expect((await app.inject('/apps/shell/s1/server/render.js')).statusCode).toBe(404);
  });
});
