import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { accessOfRoutesIn } from './access';

/** Where the OpenAPI document (`${API_DOCS_PATH}/json`) and its browsable page live. */
export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI 3 from the route schemas: GET /api/docs/json (and /yaml), browsable at /api/docs. Registered in the API
 * scope before any route, so the swagger plugin's onRoute hook sees every route of every family. The document is the
 * endpoint list (the README keeps none) and the fuzz test walks it.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop API',
        description:
          'Every /api/v1-style call answers in the status envelope (status 0 = success, errorMessage in Chinese). ' +
          'Sessions: sessionId in the query (or body) plus the msm_sid cookie; writes need the sessionId.',
        version: '1',
      },
    },
  });
  await app.register(async (docs) => {
    // the document describes public routes and private ones alike; reading it needs no session
    accessOfRoutesIn(docs, 'public');
    await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
