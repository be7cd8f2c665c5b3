import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiPlugin, createDb, parseTrustProxy, runMigrations, type Db } from '@shop/api';
import { buildGateway } from '../src/server';
import { readSettings } from '../src/settings';
import { makeDeployDir } from './fixtureDeploy';

const MAX = 2;

/** The per-address login limit of the API, served by the gateway, against clients that write X-Forwarded-For. */
describe('gateway trustProxy (TRUST_PROXY)', () => {
  let dir: string;
  let db: Db;
  const saved = process.env.LOGIN_IP_MAX_FAILURES;
  const gateways: FastifyInstance[] = [];

  beforeAll(async () => {
    process.env.LOGIN_IP_MAX_FAILURES = String(MAX);
    dir = makeDeployDir();
    db = await createDb();
    await runMigrations(db);
  }, 60_000);
  afterAll(async () => {
    for (const g of gateways) await g.close();
    await db.$close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.LOGIN_IP_MAX_FAILURES;
    else process.env.LOGIN_IP_MAX_FAILURES = saved;
  });

  async function gateway(trustProxy?: ReturnType<typeof parseTrustProxy>) {
    const g = await buildGateway({ deployDir: dir, trustProxy, api: async (i) => void (await i.register(apiPlugin, { db })) });
    gateways.push(g);
    return g;
  }
  const failedLogin = (g: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    g.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { loginId: 'nobody', password: 'wrong-password' },
    });

  it('is off by default: a client cannot escape the per-address login limit with its own X-Forwarded-For', async () => {
    expect(readSettings({}).trustProxy).toBe(false);
    const g = await gateway();
    for (let i = 0; i < MAX; i++) expect((await failedLogin(g, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
    const limited = await failedLogin(g, '203.0.113.7', '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorMessage).toBe('登录尝试过于频繁，请稍后再试');
  });

  it("set to the proxy's address, the client address is the one that proxy forwards", async () => {
    const g = await gateway(readSettings({ TRUST_PROXY: '10.0.0.2' }).trustProxy);
    // through the proxy: each client has its own counter
    for (let i = 0; i < MAX + 1; i++) expect((await failedLogin(g, '10.0.0.2', `192.0.2.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < MAX; i++) expect((await failedLogin(g, '10.0.0.2', '192.0.2.200')).statusCode).toBe(401);
    expect((await failedLogin(g, '10.0.0.2', '192.0.2.200')).statusCode).toBe(429);
    // a peer that is not the proxy is still counted by its own address
    for (let i = 0; i < MAX; i++) expect((await failedLogin(g, '203.0.113.8', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await failedLogin(g, '203.0.113.8', '198.51.100.99')).statusCode).toBe(429);
  });
});
