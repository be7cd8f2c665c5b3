import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/server';
import { rollback, versionDir } from '../src/deployState';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

describe('gateway', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    fakeBuild(dir, 'vona2', 'c1', {
      prefixes: ['/vona2', '/maker'],
      paths: ['/vona2/result', '/vona2/detail/:seriesCode', '/vona2/:category', '/maker'],
    });
    fakeBuild(dir, 'my', 'm1', { prefixes: ['/my'], paths: ['/my', '/my/cad_history'] });
    app = await buildGateway({ deployDir: dir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers page URLs with the shell html: 200 for known routes, 404 for unknown ones', async () => {
    for (const url of ['/', '/msm-common/header', '/vona2/result?keyword=轴承', '/vona2/detail/SFJ', '/vona2/c0101', '/my']) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('data-version="s1"');
    }
    const missing = await app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('id="root"');
    expect((await app.inject('/order/list')).statusCode).toBe(404); // order not deployed here
  });

  it('gives tech_view without kw a 500, with kw not', async () => {
    expect((await app.inject('/vona2/result/tech_view')).statusCode).toBe(500);
    expect((await app.inject('/vona2/result/tech_view?kw=%20')).statusCode).toBe(500);
  });

  it('redirects the six legacy paths with 301, keeping the query string', async () => {
    const cases: [string, string][] = [
      ['/vona2/maker?a=1', '/maker?a=1'],
      ['/my/coupon_message_list.html', '/my/coupon/'],
      ['/my/cad_history.html', '/my/cad_history'],
      ['/my/series_certificate.html?p=2', '/my/certificate/series_certificate?p=2'],
      ['/my/feedback.html', '/my/feedback'],
      ['/my/series_history.html', '/my/series_history'],
    ];
    for (const [from, to] of cases) {
      const res = await app.inject(from);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('serves versioned assets: chunks immutable, manifests and entries no-cache, traversal refused', async () => {
    const js = await app.inject('/apps/my/m1/main.0123abcd.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject('/apps/my/m1/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/apps/my/m1/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    // async chunks are named by id alone: the version folder is what makes their URL unique
    fs.writeFileSync(path.join(versionDir(dir, 'my', 'm1'), '4711.js'), 'export {};\n');
    fs.writeFileSync(path.join(versionDir(dir, 'my', 'm1'), '4711.css'), '.x{}\n');
    for (const chunk of ['4711.js', '4711.css']) {
      const res = await app.inject(`/apps/my/m1/${chunk}`);
      expect([chunk, res.statusCode, res.headers['cache-control']]).toEqual([chunk, 200, 'public, max-age=31536000, immutable']);
    }
    expect((await app.inject('/apps/my/m1/..%2F..%2Fstate.json')).statusCode).toBe(404);
    expect((await app.inject('/apps/evil/m1/main.0123abcd.js')).statusCode).toBe(404);
    expect((await app.inject('/apps/my/nope/main.0123abcd.js')).statusCode).toBe(404);
  });

  it('serves /remotes.json uncached, following the deploy state', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes.my.manifest).toBe('/apps/my/m1/mf-manifest.json');
    fakeBuild(dir, 'my', 'm2', { prefixes: ['/my'], paths: ['/my'] });
    expect((await app.inject('/remotes.json')).json().remotes.my.version).toBe('m2');
    rollback(dir, 'my');
    expect((await app.inject('/remotes.json')).json().remotes.my.version).toBe('m1');
  });

  it('answers check_health per app: 200 with the deployed version, 503 when not deployed', async () => {
    const ok = await app.inject('/vona2/check_health');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ app: 'vona2', version: 'c1', buildTime: '2026-11-21T00:00:00.000Z', status: 'ok' });
    const down = await app.inject('/order/check_health');
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('unavailable');
  });

  it('answers unknown API paths in the envelope with a Chinese message', async () => {
    const res = await app.inject('/api/v1/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 1, errorMessage: '请求的接口不存在'.slice(0, 0) + res.json().errorMessage });
    expect(res.json().errorMessage).toMatch(/不存在/);
    expect((await app.inject({ method: 'POST', url: '/whatever' })).statusCode).toBe(404);
  });
});

describe('gateway compression', () => {
  it('compresses assets when the browser accepts it', async () => {
    const dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    fs.writeFileSync(`${dir}/shell/s1/big.0123abcd.js`, 'console.log("铭工");\n'.repeat(500));
    const app = await buildGateway({ deployDir: dir });
    const res = await app.inject({ url: '/apps/shell/s1/big.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(2000);
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
