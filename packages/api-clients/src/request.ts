import { currentSessionId, expireSession, isLoggedIn, loadUserSession, refreshSession } from '@shop/session';
import { ApiRequestError, type ApiError } from './apiError';
import { getApiConfig, type EnvelopeKind, type ServiceKind } from './config';
import { ErrorCode, Messages } from './envelopes';
import { unwrapAnswer, type Unwrapped } from './unwrap';

/** One call. `{ url, params, method, body }` is what RTK Query endpoints return from `query`. */
export interface ShopRequest {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** service family (base URL, API key, default envelope); default 'api' */
  service?: ServiceKind;
  /** overrides the service's envelope */
  envelope?: EnvelopeKind;
  /** where the sessionId goes when logged in (SPEC §7): query (default), body, or not at all */
  sessionIdIn?: 'query' | 'body' | 'none';
  /** overrides the configured lang (full-text search sends CHN) */
  lang?: string;
  /** do not refresh and retry on SESSION_EXPIRED (used by the refresh call itself) */
  noRefresh?: boolean;
  signal?: AbortSignal;
}

const OFFLINE: ApiError = { status: 'failed', message: Messages.OFFLINE, detail: Messages.OFFLINE_DETAIL };

function isOnline(): boolean {
  const cfg = getApiConfig();
  if (cfg.isOnline) return cfg.isOnline();
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

function pageBase(): string {
  const loc = (globalThis as { location?: { href?: string } }).location;
  return loc?.href && /^https?:/.test(loc.href) ? loc.href : 'http://localhost/';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}

interface Built {
  url: string;
  publicUrl: string;
  init: RequestInit;
  envelope: EnvelopeKind;
}

export function buildRequest(req: ShopRequest, sessionId: string | undefined): Built {
  const cfg = getApiConfig();
  const svc = cfg.services[req.service ?? 'api'];
  const url = new URL(svc.baseUrl + req.url, pageBase());
  url.searchParams.set('applicationId', cfg.applicationId);
  url.searchParams.set('lang', req.lang ?? cfg.lang);
  const where = req.sessionIdIn ?? 'query';
  if (sessionId && where === 'query') url.searchParams.set('sessionId', sessionId);
  for (const [k, v] of Object.entries(req.params ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
    else url.searchParams.set(k, String(v));
  }

  const headers: Record<string, string> = { ...(svc.headers ?? {}) };
  if (svc.apiKey) headers[svc.apiKey.header] = svc.apiKey.value;
  let body: RequestInit['body'];
  const raw = req.body;
  if (typeof FormData !== 'undefined' && raw instanceof FormData) {
    if (sessionId && where === 'body') raw.set('sessionId', sessionId);
    body = raw;
  } else if (raw !== undefined || (sessionId && where === 'body')) {
    const payload = isPlainObject(raw) || raw === undefined ? { ...(raw ?? {}) } : raw;
    if (sessionId && where === 'body' && isPlainObject(payload)) payload.sessionId = sessionId;
    body = JSON.stringify(payload);
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, req.headers ?? {});

  const publicUrl = url.origin + url.pathname;
  return {
    url: url.toString(),
    publicUrl: publicUrl.startsWith(new URL(pageBase()).origin) ? url.pathname : publicUrl,
    init: { method: req.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, credentials: 'same-origin', signal: req.signal },
    envelope: req.envelope ?? svc.envelope,
  };
}

async function sendOnce(req: ShopRequest, sessionId: string | undefined): Promise<Unwrapped> {
  if (!isOnline()) return { error: OFFLINE };
  const built = buildRequest(req, sessionId);
  const doFetch = getApiConfig().fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await doFetch(built.url, built.init);
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') {
      return { error: { status: 'failed', message: '请求已取消', errorCode: 'ABORTED', url: built.publicUrl } };
    }
    return { error: { ...OFFLINE, url: built.publicUrl } };
  }
  // a body cut off mid-stream reads as no body
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return unwrapAnswer(built.envelope, { status: res.status, statusText: res.statusText, body, text, url: built.publicUrl });
}

export function isSessionExpiredError(error: ApiError): boolean {
  return error.status === 401 && error.errorCode === ErrorCode.SESSION_EXPIRED;
}

function isNotLoggedInError(error: ApiError): boolean {
  return error.status === 401 && error.errorCode === ErrorCode.NOT_LOGGED_IN;
}

/**
 * Sends a call and unwraps its envelope. A call answered SESSION_EXPIRED runs the single-flight refresh of
 * @shop/session and is retried once with the new sessionId; nothing else is ever retried (SPEC §8). The local
 * session is dropped when the server says it is gone: NOT_LOGGED_IN for the current sessionId, SESSION_EXPIRED with
 * no refresh-token cookie to renew it (a refused refresh is dropped by @shop/session itself).
 */
export async function performRequest<T = unknown>(req: ShopRequest): Promise<Unwrapped<T>> {
  const sessionId = currentSessionId();
  const first = await sendOnce(req, sessionId);
  if (first.error && sessionId && isNotLoggedInError(first.error) && currentSessionId() === sessionId) {
    // the server does not know this session (or this browser lost its msm_sid): keeping it would leave the page
    // "logged in" with every call failing
    expireSession();
    return first as Unwrapped<T>;
  }
  if (!first.error || req.noRefresh || !isSessionExpiredError(first.error)) return first as Unwrapped<T>;
  const outcome = await refreshSession({ staleSessionId: sessionId });
  if (!outcome.ok) {
    // the refresh cookie was lost (cleared by the user, or never written on this host): nothing can renew the
    // session, and keeping it would leave the page "logged in" with every call failing
    if (outcome.reason === 'no-token' && isLoggedIn(loadUserSession())) expireSession();
    return first as Unwrapped<T>;
  }
  return (await sendOnce(req, outcome.sessionId)) as Unwrapped<T>;
}

/** performRequest for code outside RTK Query: resolves with the data or throws ApiRequestError. */
export async function apiCall<T = unknown>(req: ShopRequest): Promise<T> {
  const r = await performRequest<T>(req);
  if (r.error) throw new ApiRequestError(r.error);
  return r.data as T;
}
