import type { FastifyInstance } from 'fastify';
import { envelope } from '../../src/testing/testApi';

/** GET and parse; the envelope's data typed as T. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, query?: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, query });
  const body = envelope<T>(res);
  return { res, status: res.statusCode, body, data: body.data };
}

export const CJK = /[\u4e00-\u9fff]/;
