import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { loginAs } from '../../src/auth/testing';
import { createTestApi, type TestApi } from '../../src/testing/testApi';
import {
  baseRequest,
  fixedMutations,
  generatedMutation,
  render,
  type BaseRequest,
  type FuzzRequest,
  type Mutation,
  type Session,
} from './badRequests';
import { key, operationsFromOpenApi, registeredOperations, type OpenApiDocument, type Operation } from './operations';
import { forbiddenWrites, recordWrites, type WriteCounts } from './writeLog';

/**
 * Every route of the API gets bad input: the fixed list (badValues.ts), what its schema refuses, and GENERATED_RUNS
 * generated requests (fast-check, from its schema). Routes come from the OpenAPI document, so a new route is fuzzed
 * without anyone adding it here. Each answer must be below 500, and a refusal must be the status envelope with a
 * Chinese message and must not insert, update or delete a row (writeLog.ts; WRITES_ALLOWED_ON_REFUSAL names the exceptions).
 * Routes that want a session are fuzzed signed in as the demo main account, so the handlers behind the session check
 * get the input too.
 *
 * FUZZ_SEED=<n> replays a run (a failure prints its seed), FUZZ_SEED=random explores, FUZZ_RUNS=<n> sends more.
 */
const GENERATED_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261124);
const MAIN_ACCOUNT = 'jinggong_admin';
const CJK = /[\u4e00-\u9fff]/;
const ENVELOPE_KEYS = ['data', 'errorCode', 'errorMessage', 'status'];

let t: TestApi;
let ops: Operation[];
let docServed: boolean;
let registered: Operation[];
let countWrites: () => Promise<WriteCounts>;

beforeAll(async () => {
  // the local stand-ins for outside services (WeChat login) are routes too
  process.env.SANDBOXES = '1';
  t = await createTestApi({ seed: 'all' });
  registered = await registeredOperations(t.db);
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  docServed = doc.statusCode === 200;
  // until the API serves its OpenAPI document, the routes Fastify registered (with their schemas) stand in for it
  ops = docServed ? operationsFromOpenApi(doc.json() as OpenApiDocument) : registered;
  countWrites = await recordWrites(t.db);
}, 180_000);
afterAll(async () => {
  delete process.env.SANDBOXES;
  await t?.close();
});

/**
 * What is wrong with an answer, or null. A route that declares its refusals in another content type than JSON (the
 * WeChat sandbox plays WeChat's site: HTML error pages) must answer in that type, in Chinese; every other refusal is
 * the status envelope.
 */
export function answerProblem(res: LightMyRequestResponse, op: Pick<Operation, 'refusalTypes'>): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type']).split(';')[0]!;
  if (op.refusalTypes.includes(type))
    return CJK.test(res.body) ? null : `${res.statusCode} ${type} without a Chinese message: ${res.body.slice(0, 120)}`;
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    return `${res.statusCode} answered as ${String(res.headers['content-type'])}: ${res.body.slice(0, 120)}`;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} with a body that is no JSON: ${res.body.slice(0, 120)}`;
  }
  if (!body || typeof body !== 'object' || Object.keys(body).sort().join() !== ENVELOPE_KEYS.join())
    return `${res.statusCode} not in the envelope: ${res.body.slice(0, 160)}`;
  if (body.status !== res.statusCode || body.data !== null)
    return `${res.statusCode} envelope says status ${String(body.status)}, data ${JSON.stringify(body.data)}`;
  if (typeof body.errorMessage !== 'string' || !CJK.test(body.errorMessage))
    return `${res.statusCode} message not Chinese: ${String(body.errorMessage)}`;
  return null;
}

let address = 0;

/** Sends through the whole API and checks the answer and the row counts; each request from its own address, so no limiter hides a handler. */
class RoutePass {
  private before: WriteCounts | undefined;
  problems: string[] = [];
  session: Session | undefined;

  constructor(
    private readonly op: Operation,
    private readonly signedIn: boolean,
  ) {}

  async start() {
    if (this.signedIn) await this.login();
    this.before = await countWrites();
  }

  private async login() {
    const l = await loginAs(t.app, MAIN_ACCOUNT);
    this.session = { sessionId: l.sessionId, cookie: l.headers.cookie };
  }

  private async sessionAlive(): Promise<boolean> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/v1/auth/check',
      query: { sessionId: this.session!.sessionId },
      headers: { cookie: this.session!.cookie },
    });
    this.before = await countWrites();
    return res.statusCode === 200;
  }

  /** The problem with this request's answer, or null. */
  async send(req: FuzzRequest): Promise<string | null> {
    address++;
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      payload: req.payload,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    let problem = answerProblem(res, this.op);
    const after = await countWrites();
    const changed = forbiddenWrites(this.before!, after);
    if (!problem && res.statusCode >= 400 && changed.length) problem = `${res.statusCode} refused, yet wrote: ${changed.join(', ')}`;
    this.before = after;
    if (this.signedIn && (res.statusCode === 401 || (res.statusCode < 300 && req.method !== 'GET')) && !(await this.sessionAlive())) {
      // the call ended the session (logout, a spoilt sessionId or cookie seen as a stolen one): sign in again
      await this.login();
      this.before = await countWrites();
    }
    return (
      problem &&
      `${key(this.op)}${this.signedIn ? ' (signed in)' : ''} — ${req.what}\n    ${req.method} ${req.url.slice(0, 160)}\n    ${problem}`
    );
  }

  async fixed(base: BaseRequest) {
    for (const m of fixedMutations(this.op)) {
      const problem = await this.send(render(this.op, base, m, this.session));
      if (problem) this.problems.push(problem);
    }
  }

  async generated(runs: number) {
    try {
      await fc.assert(
        fc.asyncProperty(baseRequest(this.op), generatedMutation(this.op), async (base: BaseRequest, m: Mutation) => {
          const problem = await this.send(render(this.op, base, m, this.session));
          if (problem) throw new Error(problem);
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    } catch (err) {
      // fast-check's message names the seed and path that replay the case
      this.problems.push(
        `${key(this.op)}${this.signedIn ? ' (signed in)' : ''} generated: ${(err as Error).message.split('\n').slice(0, 8).join('\n    ')}`,
      );
    }
  }
}

async function wantsSession(op: Operation, base: BaseRequest): Promise<boolean> {
  const res = await t.app.inject({ ...render(op, base, { kind: 'none' }), remoteAddress: '10.255.0.1' });
  return res.statusCode === 401;
}

describe('every route, fuzzed', () => {
  it('the routes come from the OpenAPI document, which leaves none out', () => {
    expect(registered.length).toBeGreaterThan(20);
    if (!docServed) return;
    const inDoc = new Set(ops.map(key));
    expect(registered.map(key).filter((k) => !inDoc.has(k) && !k.includes('/api/docs'))).toEqual([]);
  });

  it('bad input gets a 4xx envelope in Chinese and writes nothing, on every route', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const [base] = fc.sample(baseRequest(op), { numRuns: 1, seed: SEED });
      const signedIn = await wantsSession(op, base!);
      const before = address;
      const anonymous = new RoutePass(op, false);
      await anonymous.start();
      await anonymous.fixed(base!);
      if (!signedIn) await anonymous.generated(GENERATED_RUNS);
      problems.push(...anonymous.problems);
      if (signedIn) {
        const pass = new RoutePass(op, true);
        await pass.start();
        await pass.fixed(base!);
        await pass.generated(GENERATED_RUNS);
        problems.push(...pass.problems);
      }
      sent += address - before;
    }
    if (problems.length)
      throw new Error(`${problems.length} problems in ${sent} requests (seed ${SEED}):\n${problems.slice(0, 40).join('\n')}`);
    expect(sent).toBeGreaterThan(ops.length * 50);
  }, 600_000);
});
