import { createTestApi, type TestApi } from '../src/testing/testApi';

describe('the API publishes its OpenAPI document', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: 'none' });
  }, 60_000);
  afterAll(() => api.close());

  it('serves OpenAPI 3 at GET /api/docs/json listing the families’ routes', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/category/search', '/api/auth/login', '/api/order/v1/orderSlip/search', '/api/cim/api/apply/create']),
    );
    // the docs' own routes are not part of the API
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves a browsable page at /api/docs with its static assets', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await api.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/)]));
    for (const url of assets) {
      const asset = await api.app.inject({ method: 'GET', url });
      expect([url, asset.statusCode]).toEqual([url, 200]);
    }
  });
});
