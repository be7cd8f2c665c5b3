import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StatusEnvelope } from '@shop/api-clients/envelopes';
import { buildApi } from '../app';
import type { Db } from '../db/client';
import { createTestDb, type TestDb, type TestDbOptions } from './testDb';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  /** closes the app, then disposes of its test database */
  close: () => Promise<void>;
}

/** `app` together with the test database it runs on, closed in that order. */
export function testApiOn(app: FastifyInstance, { db, dispose }: TestDb): TestApi {
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** The whole API (buildApi: every family, envelope error handling, no logs) on a fresh test database seeded as asked. */
export async function createTestApi(opts: TestDbOptions): Promise<TestApi> {
  const testDb = await createTestDb(opts);
  return testApiOn(await buildApi({ db: testDb.db, logger: false }), testDb);
}

/** The parsed status envelope of a response; data typed as T, not T | null, since tests read it after checking status. */
export function envelope<T = unknown>(res: LightMyRequestResponse) {
  return res.json() as StatusEnvelope<T> & { data: T };
}
