import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiPlugin, apiServerOptions, createDb, runMigrations, type Db } from '@shop/api';
import { buildGateway } from '../src/server';
import { makeDeployDir } from './fixtureDeploy';

/**
 * URLs Fastify's router refuses before any route runs (broken percent-encoding, an over-long path parameter): through
 * the gateway, built with the API's server options as main.ts builds it, /api URLs still answer in the envelope.
 */
describe('gateway: malformed URLs', () => {
  let dir: string;
  let db: Db;
  let g: FastifyInstance;

  beforeAll(async () => {
    dir = makeDeployDir();
    db = await createDb();
    await runMigrations(db);
    g = await buildGateway({
      deployDir: dir,
      api: async (i) => void (await i.register(apiPlugin, { db })),
      serverOptions: apiServerOptions(false),
    });
  }, 60_000);
  afterAll(async () => {
    await g?.close();
    await db?.$close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/api/auth/login%', '/api/v1/brand/search%zz', '/api/nothing%E0%A4'])('%s: 400 in the envelope, in Chinese', async (url) => {
    const res = await g.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 400, errorMessage: '参数错误：请求地址格式不正确', errorCode: 'INVALID_PARAM', data: null });
  });

  it('an over-long /apps path parameter: 414, in Chinese', async () => {
    const res = await g.inject({ method: 'GET', url: `/apps/${'a'.repeat(150)}/1/main.js` });
    expect(res.statusCode).toBe(414);
    expect(res.body).toBe('请求地址过长');
  });
});
