import { buildApi } from '../src/app';
import { createTestDb } from '../src/testing/testDb';

describe('GET /api/check_health when the database is gone', () => {
  it('answers 503 with status and db "error"', async () => {
    const { db, dispose } = await createTestDb();
    const app = await buildApi({ db, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/check_health' })).statusCode).toBe(200);
      // take the database away under the running app (tables are dropped first so dispose stays harmless)
      await dispose();
      const res = await app.inject({ method: 'GET', url: '/api/check_health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ app: 'api', status: 'error', db: 'error' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  }, 60_000);
});
