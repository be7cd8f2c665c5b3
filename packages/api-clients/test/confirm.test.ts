import { ApiRequestError, apiCall } from '../src';
import { createConfirmAction, IDEMPOTENCY_HEADER } from '../src/confirm';
import { resetClients, installFakeFetch } from './helpers';

/**
 * A fake order-confirm service modelling what the real one must do: the first request with a key creates a job,
 * later requests with the same key return that job; the result is ready after `readyAfter` polls.
 */
function confirmService(readyAfter: number, failFirstRequests = 0) {
  const jobs = new Map<string, { id: string; polls: number }>();
  let created = 0;
  let requestFailures = failFirstRequests;
  const f = installFakeFetch((r) => {
    if (r.url.pathname === '/api/order/v1/confirm') {
      const key = r.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (!key) return { status: 400, body: { status: 1, errorMessage: '缺少幂等键', data: null } };
      let job = jobs.get(key);
      if (!job) {
        job = { id: `J${++created}`, polls: 0 };
        jobs.set(key, job);
      }
      if (requestFailures > 0) {
        requestFailures--;
        return { status: 502, statusText: 'Bad Gateway', text: '' }; // the job exists but the answer was lost
      }
      return { body: { status: 0, errorMessage: '', data: { requestId: job.id } } };
    }
    const job = [...jobs.values()].find((j) => j.id === r.url.searchParams.get('requestId'))!;
    job.polls++;
    return {
      body: {
        status: 0,
        errorMessage: '',
        data: job.polls >= readyAfter ? { state: 'done', orderSlipNumber: 'SO-1' } : { state: 'pending' },
      },
    };
  });
  return { f, jobs: () => jobs.size };
}

const steps = (sleeps: number[] = []) => ({
  request: ({ headers }: { headers: Record<string, string> }) =>
    apiCall<{ requestId: string }>({ url: '/api/order/v1/confirm', method: 'POST', body: {}, headers }),
  poll: async (t: { requestId: string }) => {
    const r = await apiCall<{ state: string; orderSlipNumber?: string }>({
      url: '/api/order/v1/confirm/result',
      params: { requestId: t.requestId },
    });
    return r.state === 'done' ? { done: true as const, result: r.orderSlipNumber! } : { done: false as const };
  },
  intervalMs: 500,
  sleep: async (ms: number) => void sleeps.push(ms),
});

describe('createConfirmAction (request then poll, one idempotency key per action)', () => {
  beforeEach(resetClients);

  it('sends the key, polls until done and returns the result', async () => {
    const { f } = confirmService(3);
    const sleeps: number[] = [];
    const action = createConfirmAction(steps(sleeps));
    await expect(action.run()).resolves.toBe('SO-1');
    expect(f.seen[0]!.headers['idempotency-key']).toBe(action.idempotencyKey);
    expect(f.seen.filter((s) => s.url.pathname.endsWith('/result'))).toHaveLength(3);
    expect(sleeps).toEqual([500, 500]);
  });

  it('a retry of the same action reuses the key, so the server creates one job', async () => {
    const { f, jobs } = confirmService(1, 1);
    const action = createConfirmAction(steps());
    await expect(action.run()).rejects.toBeInstanceOf(ApiRequestError);
    await expect(action.run()).resolves.toBe('SO-1');
    const keys = f.seen.filter((s) => s.url.pathname === '/api/order/v1/confirm').map((s) => s.headers['idempotency-key']);
    expect(keys).toEqual([action.idempotencyKey, action.idempotencyKey]);
    expect(jobs()).toBe(1);
  });

  it('a new user action gets a new key', () => {
    const a = createConfirmAction(steps());
    const b = createConfirmAction(steps());
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a double click joins the run under way', async () => {
    const { jobs, f } = confirmService(1);
    const action = createConfirmAction(steps());
    const [x, y] = await Promise.all([action.run(), action.run()]);
    expect([x, y]).toEqual(['SO-1', 'SO-1']);
    expect(f.seen.filter((s) => s.url.pathname === '/api/order/v1/confirm')).toHaveLength(1);
    expect(jobs()).toBe(1);
  });

  it('keeps polling through transient failures and gives up after maxPolls', async () => {
    let polls = 0;
    const action = createConfirmAction({
      request: async () => 't',
      poll: async () => {
        polls++;
        if (polls === 1) throw new ApiRequestError({ status: 'failed', message: '网络连接不可用' });
        return { done: false };
      },
      maxPolls: 4,
      sleep: async () => undefined,
    });
    await expect(action.run()).rejects.toMatchObject({ error: { errorCode: 'POLL_TIMEOUT' } });
    expect(polls).toBe(4);
  });

  it('stops at a business failure while polling', async () => {
    const action = createConfirmAction({
      request: async () => 't',
      poll: async () => {
        throw new ApiRequestError({ status: 200, message: '库存不足' });
      },
      sleep: async () => undefined,
    });
    await expect(action.run()).rejects.toThrow('库存不足');
  });
});
