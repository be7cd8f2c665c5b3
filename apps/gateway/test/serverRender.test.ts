import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/server';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

const SLOT = '<shop-ssr-slot></shop-ssr-slot>';

/** A server build as the apps' rspack builds write it (server/render.cjs), reduced to what the gateway relies on. */
function writeRenderer(deployDir: string, app: string, version: string, source: string) {
  const dir = path.join(deployDir, app, version, 'server');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'render.cjs'), source);
}
function writeJson(deployDir: string, app: string, version: string, file: string, value: unknown) {
  fs.writeFileSync(path.join(deployDir, app, version, file), JSON.stringify(value));
}

const shellRenderer = `
exports.SSR_SLOT_MARKUP = ${JSON.stringify(SLOT)};
exports.render = async ({ url, fetch, slot }) => {
  const who = (await (await fetch('/api/ssr-test/who')).json()).who;
  return { html: '<header>页头 ' + who + '</header>' + (slot ? exports.SSR_SLOT_MARKUP : '<p>首页分类</p>'), state: { shopApi: { queries: { frame: 1 } } } };
};`;
const pageRenderer = (label: string) => `
exports.render = async ({ url }) => {
  if (url.includes('BOOM')) throw new Error('render failed');
  const code = new URL(url).pathname.split('/').pop();
  const rows = url.includes('rows=') ? '<tr><td>YSSEB5-70</td><td>¥479.34</td></tr>'.repeat(100) : '';
  return { html: '<h1>${label} ' + code + '</h1><span>¥12.40 起</span>' + rows, state: { shopApi: { queries: { page: '${label}' } } } };
};`;

function vona2Build(dir: string, version: string, label: string) {
  fakeBuild(dir, 'vona2', version, { prefixes: ['/vona2'], paths: ['/vona2/detail/:seriesCode', '/vona2/review/:seriesCode'] });
  writeJson(dir, 'vona2', version, 'routes.json', {
    app: 'vona2',
    prefixes: ['/vona2'],
    routes: [
      { path: '/vona2/detail/:seriesCode', page: 'SeriesDetail', title: '商品详情' },
      { path: '/vona2/review/:seriesCode', page: 'SeriesReview', title: '商品评价', login: true },
    ],
  });
  writeJson(dir, 'vona2', version, 'mf-manifest.json', {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './routes', assets: { js: { sync: ['91.js'] }, css: { sync: [] } } }],
  });
  writeJson(dir, 'vona2', version, 'chunks.json', {
    startup: { js: [], css: [] },
    pages: { SeriesDetail: { js: ['239.js'], css: ['239.css'] } },
  });
  writeRenderer(dir, 'vona2', version, pageRenderer(label));
  fs.writeFileSync(path.join(dir, 'vona2', version, '239.css'), '.v2-page{color:#1f2329}');
}

function payloadOf(html: string) {
  const m = /<script type="application\/json" id="shop-ssr">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no payload');
  return JSON.parse(m[1]!) as {
    remotes: { remotes: Record<string, { version: string }> };
    rendered: boolean;
    remote?: string;
    state?: unknown[];
  };
}

describe('gateway: server-rendered pages', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    writeJson(dir, 'shell', 's1', 'chunks.json', {
      startup: { js: ['main.0123abcd.js', '6925.js'], css: [] },
      pages: { Home: { js: ['home1.js'], css: ['home1.css'] } },
    });
    writeRenderer(dir, 'shell', 's1', shellRenderer);
    vona2Build(dir, 'c1', '系列');
    app = await buildGateway({
      deployDir: dir,
      api: async (instance) => {
        instance.get('/api/ssr-test/who', async () => ({ who: '接口' }));
      },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a catalogue page rendered: the frame with the page in its slot, data from the API in-process', async () => {
    const res = await app.inject('/vona2/detail/SFJ');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-version="s1"><header>页头 接口</header><h1>系列 SFJ</h1><span>¥12.40 起</span></div>');
    const payload = payloadOf(res.body);
    expect(payload.rendered).toBe(true);
    expect(payload.remote).toBe('vona2');
    expect(payload.remotes.remotes.vona2?.version).toBe('c1');
    expect(payload.state).toEqual([{ shopApi: { queries: { frame: 1 } } }, { shopApi: { queries: { page: '系列' } } }]);
    expect(res.body).toContain('<title>商品详情 - 铭工商城</title>');
  });

  it('names every start-up file in the head: the page CSS, the manifest, the shell start-up, the remote entry and page', async () => {
    const { body } = await app.inject('/vona2/detail/SFJ');
    const head = body.slice(0, body.indexOf('<div id="root"'));
    // the page's CSS is in the html (no stylesheet holds up the first paint), and follows as the link the remote's
    // chunk loader looks for
    expect(head).toContain('<style data-href="/apps/vona2/c1/239.css">.v2-page{color:#1f2329}</style>');
    expect(body.slice(body.indexOf('<div id="root"'))).toContain(
      '<link rel="stylesheet" href="/apps/vona2/c1/239.css" data-rspack="shop_vona2:chunk-239">',
    );
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/apps/vona2/c1/mf-manifest.json">');
    for (const js of [
      '/apps/shell/s1/main.0123abcd.js',
      '/apps/shell/s1/6925.js',
      '/apps/vona2/c1/remoteEntry.js',
      '/apps/vona2/c1/91.js',
      '/apps/vona2/c1/239.js',
    ]) {
      expect(head).toContain(`<link rel="preload" as="script" href="${js}">`);
    }
  });

  it('compresses the page for the browser that accepts it (the not-found handler, which answers pages, is not compressed by @fastify/compress)', async () => {
    const res = await app.inject({ url: '/vona2/detail/SFJ?rows=100', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>系列 SFJ</h1>');
  });

  it('renders home with the shell alone', async () => {
    const res = await app.inject('/');
    expect(res.body).toContain('<header>页头 接口</header><p>首页分类</p>');
    expect(payloadOf(res.body)).toMatchObject({ rendered: true, state: [{ shopApi: { queries: { frame: 1 } } }] });
    // home's own chunk (the shell loads its pages lazily) is named too, and no remote's files
    expect(res.body).toContain('<link rel="preload" as="script" href="/apps/shell/s1/home1.js">');
    expect(res.body).toContain('data-rspack="shop_shell:chunk-home1"');
    expect(res.body.slice(0, res.body.indexOf('<div id="root"'))).not.toContain('/apps/vona2/');
  });

  it('leaves to the browser: pages behind login, unknown pages, and a render that fails — with the remotes config inline', async () => {
    for (const [url, status] of [
      ['/vona2/review/SFJ', 200],
      ['/vona2/detail/BOOM', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.body).toContain('<div id="root" data-version="s1"></div>');
      const payload = payloadOf(res.body);
      expect(payload.rendered).toBe(false);
      expect(payload.state).toBeUndefined();
      expect(payload.remotes.remotes.vona2?.version).toBe('c1');
    }
    // a page the browser renders keeps its stylesheet as a link in the head
    const login = await app.inject('/vona2/review/SFJ');
    expect(login.body).not.toContain('<style data-href');
  });

  it('with SERVER_RENDER=0 leaves every page to the browser, still naming its files and inlining the remotes config', async () => {
    const off = await buildGateway({ deployDir: dir, serverRender: false });
    try {
      const res = await off.inject('/vona2/detail/SFJ');
      expect(res.body).toContain('<div id="root" data-version="s1"></div>');
      expect(res.body).toContain('<link rel="preload" as="script" href="/apps/vona2/c1/remoteEntry.js">');
      expect(payloadOf(res.body)).toMatchObject({ rendered: false, remote: 'vona2' });
    } finally {
      await off.close();
    }
  });

  it('renders with the version deployed now: a redeploy of the remote is used by the next request', async () => {
    vona2Build(dir, 'c2', '新版系列');
    const res = await app.inject('/vona2/detail/SFJ');
    expect(res.body).toContain('<h1>新版系列 SFJ</h1>');
    expect(payloadOf(res.body).remotes.remotes.vona2?.version).toBe('c2');
    expect(res.body).toContain('/apps/vona2/c2/239.css');
  });

  it('sends the same files as 103 Early Hints before the page', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const early: string[] = [];
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/vona2/detail/SFJ' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('information', (info) => {
        if (info.statusCode === 103) early.push(String(info.headers.link));
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(early).toHaveLength(1);
    expect(early[0]).toContain('</apps/vona2/c2/remoteEntry.js>; rel=preload; as=script');
    expect(early[0]).toContain('</apps/shell/s1/6925.js>; rel=preload; as=script');
  });
});
