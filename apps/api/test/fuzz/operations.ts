import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { apiPlugin } from '../../src/app';
import type { Orm } from '../../src/db/client';
import { apiServerOptions } from '../../src/http/logging';
import { deref, noRefs, type JsonSchema, type RefResolver } from './jsonSchema';

/** One route as the fuzzer sees it: where it lives and what its request schemas say. */
export interface Operation {
  method: string;
  /** Fastify style: /api/x/:id */
  path: string;
  params: Record<string, JsonSchema>;
  query: { properties: Record<string, JsonSchema>; required: string[] };
  /** the JSON body schema; undefined when the route declares none */
  body?: JsonSchema;
  /** content types its body schema is declared for (empty: none declared) */
  bodyTypes: string[];
  /**
   * content types its 4xx answers are declared in other than JSON (the WeChat sandbox's HTML error pages); empty for
   * routes that answer refusals in the status envelope
   */
  refusalTypes: string[];
  resolve: RefResolver;
}

export const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
export interface OpenApiDocument {
  openapi?: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Operations of an OpenAPI 3 document (what `GET /api/docs/json` serves). HEAD and OPTIONS are left out. */
export function operationsFromOpenApi(doc: OpenApiDocument): Operation[] {
  const resolve: RefResolver = (ref) => {
    const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
    return m ? doc.components?.schemas?.[decodeURIComponent(m[1]!)] : undefined;
  };
  const out: Operation[] = [];
  for (const [openApiPath, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params: Record<string, JsonSchema> = {};
      const query: Operation['query'] = { properties: {}, required: [] };
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') params[p.name] = p.schema ?? { type: 'string' };
        if (p.in === 'query') {
          query.properties[p.name] = p.schema ?? { type: 'string' };
          if (p.required) query.required.push(p.name);
        }
      }
      const content = op.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content);
      const body = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      const refusalTypes = Object.entries(op.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .flatMap(([, r]) => Object.keys(r.content ?? {}))
        .filter((type) => type !== 'application/json');
      out.push({
        method: method.toUpperCase(),
        path: openApiPath.replace(/\{([^}]+)\}/g, ':$1'),
        params,
        query,
        body,
        bodyTypes,
        refusalTypes,
        resolve,
      });
    }
  }
  return out;
}

/** Operations from Fastify's own route options (what the document is made from). */
export function operationFromRoute(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>, method: string): Operation {
  const schema = (route.schema ?? {}) as {
    querystring?: JsonSchema;
    query?: JsonSchema;
    params?: JsonSchema;
    body?: JsonSchema;
    response?: Record<string, { content?: Record<string, unknown> }>;
  };
  const q = deref(schema.querystring ?? schema.query, noRefs);
  const p = deref(schema.params, noRefs);
  const params: Record<string, JsonSchema> = {};
  for (const name of (route.url.match(/:[A-Za-z0-9_]+/g) ?? []).map((s) => s.slice(1)))
    params[name] = p.properties?.[name] ?? { type: 'string' };
  return {
    method,
    path: route.url,
    params,
    query: { properties: q.properties ?? {}, required: q.required ?? [] },
    body: schema.body,
    bodyTypes: schema.body ? ['application/json'] : [],
    refusalTypes: Object.entries(schema.response ?? {})
      .filter(([status]) => status.startsWith('4'))
      .flatMap(([, r]) => Object.keys(r.content ?? {})),
    resolve: noRefs,
  };
}

/**
 * Every route the API plugin registers, read with an onRoute hook on an app built like buildApi's (its own
 * instance: buildApi's is ready and takes no more hooks). Checks that the document leaves no route out.
 */
export async function registeredOperations(db: Orm): Promise<Operation[]> {
  const app: FastifyInstance = Fastify(apiServerOptions(false));
  const out: Operation[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (METHODS.has(method.toLowerCase()) && route.url.startsWith('/api')) out.push(operationFromRoute(route, method.toUpperCase()));
    }
  });
  await app.register(apiPlugin, { db });
  await app.ready();
  await app.close();
  return out;
}
