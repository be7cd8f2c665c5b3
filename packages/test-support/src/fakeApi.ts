import { configureApi, fail as failEnvelope, ok as okEnvelope, resetApiConfig } from '@shop/api-clients';

/** One request the fake server saw. */
export interface FakeCall {
  method: string;
  url: URL;
  /** url.pathname */
  path: string;
  /** url.searchParams */
  query: URLSearchParams;
  headers: Headers;
  /** the parsed JSON body, if one was sent */
  body: Record<string, unknown> | undefined;
}

/** What the fake server answers: HTTP status and JSON body. */
export interface Reply {
  status: number;
  body: unknown;
}

/** HTTP 200 with a success envelope (status 0) around `data`. */
export const ok = (data: unknown): Reply => ({ status: 200, body: okEnvelope(data) });

/** HTTP `status` with a failure envelope carrying the same status, `message` and `code`. */
export const fail = (status: number, message: string, code = 'ERROR'): Reply => ({
  status,
  body: failEnvelope(message, code, status),
});

/** Answers one call; undefined falls through to the envelope 404 of an unknown path. */
export type Handler = (call: FakeCall) => Reply | undefined;

/**
 * A fake server's answers, keyed by `'/api/path'` (any method) or `'POST /api/path'` (that method only; it wins over
 * the path alone).
 */
export type Routes = Record<string, Handler>;

const NOT_FOUND = () => fail(404, '接口不存在', 'NOT_FOUND');

function parseBody(body: RequestInit['body']): Record<string, unknown> | undefined {
  return typeof body === 'string' && body !== '' ? (JSON.parse(body) as Record<string, unknown>) : undefined;
}

/** The fetch the api-clients use, answering from `answer` and recording each call in `calls`. */
function fakeFetch(calls: FakeCall[], answer: (call: FakeCall) => Reply | undefined): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call: FakeCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    calls.push(call);
    const reply = answer(call) ?? NOT_FOUND();
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/**
 * Installs, as the api-clients fetch, a server that answers each call with `reply` (an envelope 404 where it returns
 * undefined). Returns the calls it sees. For a test that answers from one function; `createFakeApi` for route tables.
 */
export function fakeApi(reply: (call: FakeCall) => Reply | undefined): FakeCall[] {
  const calls: FakeCall[] = [];
  configureApi({ fetch: fakeFetch(calls, reply), isOnline: () => true });
  return calls;
}

/**
 * A fake API answering contract envelopes from a route table, one object per test file. `routesFor(options)` gives
 * the answers of a fresh server (a remote keeps its own fixture tables in its src/test); install() puts the fake in
 * as the api-clients fetch, answering as a fresh server with no calls seen; on/answer/fail replace one route's
 * answer until the next install().
 */
export function createFakeApi<Options = void>(routesFor: (options: Options) => Routes = () => ({})) {
  const calls: FakeCall[] = [];
  let routes: Routes = {};
  const answer = (call: FakeCall) => (routes[`${call.method} ${call.path}`] ?? routes[call.path])?.(call);

  /** the calls made to one path (of any method), or of one method to a path */
  function callsTo(path: string): FakeCall[];
  function callsTo(method: string, path: string): FakeCall[];
  function callsTo(first: string, second?: string): FakeCall[] {
    return second === undefined
      ? calls.filter((c) => c.path === first)
      : calls.filter((c) => c.method === first.toUpperCase() && c.path === second);
  }

  return {
    calls,
    callsTo,
    /** answer `route` ('/path' or 'METHOD /path') with `handler` from now on */
    on(route: string, handler: Handler) {
      routes[route] = handler;
    },
    /** answer `route` with this HTTP status and body from now on */
    answer(route: string, status: number, body: unknown) {
      routes[route] = () => ({ status, body });
    },
    /** answer `route` with a failure envelope from now on (HTTP 500 unless told) */
    fail(route: string, message: string, status = 500, code = 'ERROR') {
      routes[route] = () => fail(status, message, code);
    },
    /** a fresh server: no calls seen, the default answers for `options` */
    install(options?: Options) {
      calls.length = 0;
      routes = { ...routesFor(options ?? ({} as Options)) };
      configureApi({ fetch: fakeFetch(calls, answer), isOnline: () => true });
    },
    uninstall: () => resetApiConfig(),
  };
}
export type FakeApi<Options = void> = ReturnType<typeof createFakeApi<Options>>;
