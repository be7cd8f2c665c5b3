import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { DEFAULT_ERROR_MESSAGE, type StatusEnvelope } from './envelopes';
import { getApiConfig } from './config';

export interface ApiError {
  status: number | 'failed';
  message: string;
  detail?: string;
  url?: string;
}

/**
 * Base query for the status/errorMessage/data family. Adds applicationId and lang to every call and
 * unwraps the envelope: a non-zero status fails with the returned message (default 未知错误).
 */
export const statusBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args) => {
  const cfg = getApiConfig();
  const req: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const url = new URL(cfg.apiBase + req.url, typeof location === 'undefined' ? 'http://localhost' : location.href);
  url.searchParams.set('applicationId', cfg.applicationId);
  url.searchParams.set('lang', cfg.lang);
  for (const [k, v] of Object.entries((req.params ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  let res: Response;
  try {
    res = await fetch(url.toString(), {
      method: req.method ?? 'GET',
      headers: req.body ? { 'content-type': 'application/json' } : undefined,
      body: req.body ? JSON.stringify(req.body) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    return { error: { status: 'failed', message: '网络连接不可用', detail: '请检查网络连接后重试' } };
  }
  let body: StatusEnvelope<unknown> | null = null;
  try {
    body = (await res.json()) as StatusEnvelope<unknown>;
  } catch {
    body = null;
  }
  if (body && typeof body.status === 'number') {
    if (body.status !== 0) {
      return { error: { status: res.status, message: body.errorMessage || DEFAULT_ERROR_MESSAGE, url: url.pathname } };
    }
    return { data: body.data };
  }
  if (!res.ok) return { error: { status: res.status, message: res.statusText || DEFAULT_ERROR_MESSAGE, url: url.pathname } };
  return { error: { status: res.status, message: DEFAULT_ERROR_MESSAGE, url: url.pathname } };
};
