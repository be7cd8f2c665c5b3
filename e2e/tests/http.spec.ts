import { expect, manifestOf, remotesJson, REMOTE_NAMES, test } from '../support/shop';

/** What a client without JavaScript (a crawler, a load balancer, curl) gets from the gateway. */

for (const app of REMOTE_NAMES) {
  test(`/${app}/check_health answers the deployed version`, async ({ request }) => {
    const res = await request.get(`/${app}/check_health`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = await res.json();
    expect(body).toEqual({ app, version: expect.any(String), buildTime: expect.any(String), status: 'ok' });
    expect(Number.isNaN(Date.parse(body.buildTime))).toBe(false);
    expect((await remotesJson(request)).remotes[app]?.version).toBe(body.version);
  });
}

test('/api/check_health answers 200', async ({ request }) => {
  const res = await request.get('/api/check_health');
  expect(res.status()).toBe(200);
});

test('html, remotes.json, manifests and remote entries are revalidated; the chunks of a version are immutable', async ({ request }) => {
  for (const url of ['/', '/my', '/vona2/result?keyword=%E8%BD%B4%E6%89%BF', '/remotes.json']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  const html = await (await request.get('/')).text();
  expect(html).toContain('<div id="root">');

  const { base, manifest } = await manifestOf(request, 'vona2');
  const manifestRes = await request.get(`${base}mf-manifest.json`);
  expect(manifestRes.headers()['cache-control']).toBe('no-cache');
  const entryRes = await request.get(`${base}remoteEntry.js`);
  expect(entryRes.status()).toBe(200);
  expect(entryRes.headers()['cache-control']).toBe('no-cache');

  // chunks are named by id inside the version's folder (/apps/<app>/<version>/): the folder never changes
  expect(base).toMatch(/^\/apps\/vona2\/[^/]+\/$/);
  const chunk = manifest.exposes[0]!.assets.js.sync.find((f) => f.endsWith('.js') && !f.includes('remoteEntry'));
  expect(chunk, 'a chunk of the exposed routes in the manifest').toBeTruthy();
  const jsRes = await request.get(base + chunk);
  expect(jsRes.status()).toBe(200);
  expect(jsRes.headers()['content-type']).toContain('javascript');
  expect(jsRes.headers()['cache-control']).toContain('immutable');
  expect(jsRes.headers()['cache-control']).toContain('max-age=31536000');
});

test('unknown pages answer 404 (with the shell, which renders the not-found view)', async ({ request }) => {
  for (const url of ['/no/such/page', '/my/no-such-page', '/order/no-such-page']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(res.headers()['content-type'], url).toContain('text/html');
  }
  expect((await request.get('/apps/my/no-such-version/remoteEntry.js')).status()).toBe(404);
});

const LEGACY: [string, string][] = [
  ['/vona2/maker', '/maker'],
  ['/my/coupon_message_list.html', '/my/coupon/'],
  ['/my/cad_history.html', '/my/cad_history'],
  ['/my/series_certificate.html', '/my/certificate/series_certificate'],
  ['/my/feedback.html', '/my/feedback'],
  ['/my/series_history.html', '/my/series_history'],
];

test('the six legacy paths answer 301 and keep the query string', async ({ request }) => {
  for (const [from, to] of LEGACY) {
    const query = '?from=mail&kw=%E8%BD%B4%E6%89%BF';
    const res = await request.get(from + query, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location'], from).toBe(to + query);
    const bare = await request.get(from, { maxRedirects: 0 });
    expect(bare.status(), from).toBe(301);
    expect(bare.headers()['location'], from).toBe(to);
  }
});

test('/vona2/result/tech_view without kw is a 500, with kw it is a page', async ({ request }) => {
  expect((await request.get('/vona2/result/tech_view')).status()).toBe(500);
  expect((await request.get('/vona2/result/tech_view?kw=')).status()).toBe(500);
  expect((await request.get('/vona2/result/tech_view?kw=%20')).status()).toBe(500);
  expect((await request.get('/vona2/result/tech_view?kw=%E8%BD%B4%E6%89%BF')).status()).toBe(200);
});
