/**
 * GET /api/check_health: what a load balancer or a deploy script probes. Not in the status envelope: probes read it
 * bare (200 healthy, 503 when the database does not answer in time).
 */
import { Query, Type, type Static } from './schemas';

export const HealthBody = Type.Object({
  app: Type.Literal('api'),
  version: Type.String(),
  buildTime: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  db: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});
export type HealthBody = Static<typeof HealthBody>;

export const HealthRoutes = {
  check: {
    querystring: Query({}),
    response: {
      200: HealthBody,
      '5xx': HealthBody,
      '4xx': Type.Object({ status: Type.Integer(), errorMessage: Type.String(), errorCode: Type.String(), data: Type.Null() }),
    },
  },
};
