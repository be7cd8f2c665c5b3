import fc from 'fast-check';
import { FIXED_VALUES, PATH_SUFFIXES, RAW_BODIES, RAW_QUERY_VALUES } from './badValues';
import { deref, typesOf, validValue, valuesBreaking, type JsonSchema } from './jsonSchema';
import type { Operation } from './operations';

/** What the fuzzer sends: a request and a line saying what is wrong with it. */
export interface FuzzRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A well-formed request of the route, before one part of it is spoilt. */
export interface BaseRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export type Mutation =
  | { kind: 'param'; name: string; value: unknown; what: string }
  | { kind: 'query'; name: string; value: unknown; what: string }
  | { kind: 'queryRaw'; name: string; raw: string; what: string }
  | { kind: 'queryDrop'; name: string }
  | { kind: 'body'; path: (string | number)[]; value: unknown; what: string }
  | { kind: 'bodyDrop'; name: string }
  | { kind: 'bodyWhole'; value: unknown; what: string }
  | { kind: 'bodyRaw'; contentType: string; payload: string | Buffer; what: string }
  | { kind: 'pathSuffix'; suffix: string; what: string }
  /** the base as it is (to learn whether the route wants a session) */
  | { kind: 'none' };

export interface Session {
  sessionId: string;
  cookie: string;
}

/**
 * Field names tried on a route that declares no schema for a part (its handler still reads some): the names SPEC §7
 * calls use. Once every route has schemas (the route-schema test fails otherwise) the schemas name the fields.
 */
const GUESSED_FIELDS = [
  'sessionId',
  'loginId',
  'password',
  'refreshTokenHash',
  'keyword',
  'code',
  'state',
  'ticket',
  'applyNum',
  'orderSlipNo',
  'pageNo',
  'pageSize',
];

const hasBody = (op: Operation) => op.method !== 'GET' && op.method !== 'HEAD';

/** Query fields: the schema's, or the guessed names when it has none. */
function queryFields(op: Operation): string[] {
  const own = Object.keys(op.query.properties);
  return own.length ? own : hasBody(op) ? ['sessionId'] : GUESSED_FIELDS;
}

/** Paths into the body worth spoiling: each property, and one level into objects and the first item of arrays. */
function bodyPaths(op: Operation): { path: (string | number)[]; schema: JsonSchema }[] {
  if (!hasBody(op)) return [];
  if (!op.body) return GUESSED_FIELDS.map((f) => ({ path: [f], schema: {} }));
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  const walk = (schema: JsonSchema | undefined, path: (string | number)[], depth: number) => {
    const s = deref(schema, op.resolve);
    if (depth > 3) return;
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      out.push({ path: [...path, k], schema: v });
      walk(v, [...path, k], depth + 1);
    }
    if (typesOf(s).includes('array') && s.items) walk(s.items, [...path, 0], depth + 1);
  };
  walk(op.body, [], 0);
  return out;
}

function requiredQuery(op: Operation) {
  return op.query.required;
}
function requiredBody(op: Operation) {
  return op.body ? (deref(op.body, op.resolve).required ?? []) : [];
}

/** Every spot of the request one mutation may spoil, with the schema that spot has (if any). */
function spots(op: Operation) {
  return [
    ...Object.entries(op.params).map(([name, schema]) => ({ kind: 'param' as const, name, path: [name] as (string | number)[], schema })),
    ...queryFields(op).map((name) => ({
      kind: 'query' as const,
      name,
      path: [name] as (string | number)[],
      schema: op.query.properties[name] ?? {},
    })),
    ...bodyPaths(op).map(({ path, schema }) => ({ kind: 'body' as const, name: path.join('.'), path, schema })),
  ];
}

function spoil(spot: ReturnType<typeof spots>[number], value: unknown, what: string): Mutation {
  if (spot.kind === 'body') return { kind: 'body', path: spot.path, value, what: `body ${spot.name}: ${what}` };
  return { kind: spot.kind, name: spot.name, value, what: `${spot.kind} ${spot.name}: ${what}` };
}

const describe = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 40)}…(${s.length})` : s;
};

/**
 * The fixed cases of a route: each value of the fixed list in some field (taking the fields in turn), each value its
 * schema refuses in each field, each required field missing, the raw query fragments, whole bodies and URL suffixes.
 */
export function fixedMutations(op: Operation): Mutation[] {
  const out: Mutation[] = [];
  const all = spots(op);
  if (all.length) {
    // bounded: each fixed value goes to two fields in turn, not to every field
    FIXED_VALUES.forEach(({ what, value }, i) => {
      out.push(spoil(all[i % all.length]!, value, what));
      if (all.length > 1) out.push(spoil(all[(i + 7) % all.length]!, value, what));
    });
    for (const spot of all)
      for (const v of valuesBreaking(spot.schema, op.resolve)) out.push(spoil(spot, v, `breaks its schema with ${describe(v)}`));
  }
  for (const name of requiredQuery(op)) out.push({ kind: 'queryDrop', name });
  for (const name of requiredBody(op)) out.push({ kind: 'bodyDrop', name });
  out.push({ kind: 'query', name: '__fuzz_unknown', value: 'x', what: 'unknown query parameter' });
  const qf = queryFields(op);
  RAW_QUERY_VALUES.forEach(({ what, raw }, i) => out.push({ kind: 'queryRaw', name: qf[i % qf.length]!, raw, what }));
  if (hasBody(op)) {
    for (const [what, contentType, payload] of RAW_BODIES) out.push({ kind: 'bodyRaw', contentType, payload, what });
    out.push({ kind: 'body', path: ['__fuzz_unknown'], value: 'x', what: 'unknown body property' });
  }
  for (const [what, suffix] of PATH_SUFFIXES) out.push({ kind: 'pathSuffix', suffix, what });
  return out;
}

/** A well-formed base request from the route's schemas. */
export function baseRequest(op: Operation): fc.Arbitrary<BaseRequest> {
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(op.params)) params[name] = validValue(schema, op.resolve).filter((v) => String(v) !== '');
  const query = validValue({ type: 'object', properties: op.query.properties, required: op.query.required }, op.resolve);
  const body = hasBody(op) && op.body ? validValue(op.body, op.resolve) : fc.constant(hasBody(op) ? {} : undefined);
  return fc.record({ params: fc.record(params), query, body }) as fc.Arbitrary<BaseRequest>;
}

/** One generated spoilt part: a fixed or schema-refused value, anything at all, or a random raw body. */
export function generatedMutation(op: Operation): fc.Arbitrary<Mutation> {
  const all = spots(op);
  const options: fc.Arbitrary<Mutation>[] = [];
  if (all.length) {
    const spot = fc.constantFrom(...all);
    options.push(
      fc.tuple(spot, fc.constantFrom(...FIXED_VALUES)).map(([s, f]) => spoil(s, f.value, f.what)),
      spot.chain((s) => {
        const breaking = valuesBreaking(s.schema, op.resolve);
        return (breaking.length ? fc.constantFrom(...breaking) : fc.constant(null)).map((v) =>
          spoil(s, v, `breaks its schema with ${describe(v)}`),
        );
      }),
      fc.tuple(spot, fc.anything({ maxDepth: 3, withNullPrototype: false })).map(([s, v]) => spoil(s, v, `anything: ${describe(v)}`)),
      fc.tuple(spot, fc.string({ unit: 'binary', maxLength: 300 })).map(([s, v]) => spoil(s, v, `random text ${describe(v)}`)),
    );
  }
  if (hasBody(op)) {
    options.push(
      fc.jsonValue({ maxDepth: 4 }).map((v): Mutation => ({ kind: 'bodyWhole', value: v, what: `whole body ${describe(v)}` })),
      fc
        .string({ unit: 'binary', maxLength: 300 })
        .map((p): Mutation => ({ kind: 'bodyRaw', contentType: 'application/json', payload: p, what: `raw JSON body ${describe(p)}` })),
    );
  }
  options.push(
    fc
      .tuple(fc.constantFrom(...queryFields(op)), fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[a-z&=[\]+])+$/))
      .map(([name, raw]): Mutation => ({ kind: 'queryRaw', name, raw, what: `raw query ${describe(raw)}` })),
  );
  return fc.oneof(...options);
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw UTF-8 bytes, as a client could. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return [`${encode(name)}=`];
  if (Array.isArray(value)) return value.length ? value.flatMap((v) => queryPairs(name, v)) : [`${encode(name)}[]=`];
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => queryPairs(`${name}[${k}]`, v));
  return [`${encode(name)}=${encode(String(value))}`];
}

function setPath(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container = (
    typeof head === 'number'
      ? Array.isArray(target)
        ? [...target]
        : []
      : target && typeof target === 'object' && !Array.isArray(target)
        ? { ...target }
        : {}
  ) as Record<string | number, unknown>;
  container[head!] = setPath(container[head!], rest, value);
  return container;
}

/** The request itself: base, the one mutation applied, and the caller's session if any (sessionId in the query, cookie). */
export function render(op: Operation, base: BaseRequest, m: Mutation, session?: Session): FuzzRequest {
  const params = { ...base.params };
  const query: Record<string, unknown> = { ...(base.query as Record<string, unknown>) };
  let body = base.body;
  let rawQuery: string[] = [];
  let payload: string | Buffer | undefined;
  let contentType = 'application/json';
  let suffix = '';
  let what: string;
  if (session) query.sessionId = session.sessionId;
  switch (m.kind) {
    case 'param':
      params[m.name] = m.value;
      what = m.what;
      break;
    case 'query':
      query[m.name] = m.value;
      what = m.what;
      break;
    case 'queryRaw':
      delete query[m.name];
      rawQuery = [`${encode(m.name)}=${m.raw.replaceAll('{key}', encode(m.name))}`];
      what = `query ${m.name}: ${m.what}`;
      break;
    case 'queryDrop':
      delete query[m.name];
      what = `query without required ${m.name}`;
      break;
    case 'body':
      // into an empty array, the spoilt item is the array's only one (missing its other properties: still bad)
      body = setPath(body ?? {}, m.path, m.value);
      what = m.what;
      break;
    case 'bodyDrop': {
      const copy = { ...(body as Record<string, unknown>) };
      delete copy[m.name];
      body = copy;
      what = `body without required ${m.name}`;
      break;
    }
    case 'bodyWhole':
      body = m.value;
      what = m.what;
      break;
    case 'bodyRaw':
      payload = m.payload;
      contentType = m.contentType;
      what = `body: ${m.what}`;
      break;
    case 'pathSuffix':
      suffix = m.suffix;
      what = `URL: ${m.what}`;
      break;
    case 'none':
      what = 'well-formed';
      break;
  }
  const path = op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    return encode(Array.isArray(v) ? v.join(',') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  });
  const qs = [...Object.entries(query).flatMap(([k, v]) => queryPairs(k, v)), ...rawQuery].join('&');
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  if (hasBody(op)) {
    headers['content-type'] = contentType;
    payload ??= JSON.stringify(body ?? {}) ?? 'null';
  }
  return { what, method: op.method, url: `${path}${suffix}${qs ? `?${qs}` : ''}`, headers, payload };
}
