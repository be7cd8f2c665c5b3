import type { ApiError } from './apiError';
import type { EnvelopeKind } from './config';
import { DEFAULT_ERROR_MESSAGE, OUTLET_BANNER_OK, RECOMMEND_OK } from './envelopes';

export type Unwrapped<T = unknown> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

interface HttpAnswer {
  status: number;
  statusText: string;
  /** parsed JSON, or undefined when the body was empty or not JSON */
  body: unknown;
  /** the raw body text (used when there is no JSON) */
  text: string;
  url: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Non-200 without an envelope: reject with url, status code and text (SPEC §8). */
function httpFailure(a: HttpAnswer): ApiError {
  const text = a.statusText || a.text.slice(0, 200) || DEFAULT_ERROR_MESSAGE;
  return { status: a.status, message: text, url: a.url };
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : DEFAULT_ERROR_MESSAGE);

/**
 * Turns one HTTP answer into data or an error with the failure rules of SPEC §8 for the four envelopes of SPEC §3
 * and the second family's bare answers.
 */
export function unwrapAnswer(kind: EnvelopeKind, a: HttpAnswer): Unwrapped {
  const b = a.body;
  const ok = a.status >= 200 && a.status < 300;
  switch (kind) {
    case 'status':
      if (isObject(b) && 'status' in b) {
        if (Number(b.status) === 0 && ok) return { data: b.data ?? null };
        return {
          error: {
            status: a.status,
            message: text(b.errorMessage),
            url: a.url,
            ...(typeof b.errorCode === 'string' ? { errorCode: b.errorCode } : {}),
          },
        };
      }
      break;
    case 'returnFlg':
      if (isObject(b) && 'returnFlg' in b) {
        if (Number(b.returnFlg) === 0 && ok) return { data: 'data' in b ? b.data : b };
        return { error: { status: a.status, message: text(b.returnMSG), url: a.url } };
      }
      break;
    case 'message':
      if (isObject(b) && 'message' in b) {
        if (b.message === RECOMMEND_OK && ok) return { data: b.data ?? null };
        return { error: { status: a.status, message: text(b.message), url: a.url } };
      }
      break;
    case 'msg':
      if (isObject(b) && 'msg' in b) {
        if (b.msg === OUTLET_BANNER_OK && ok) return { data: b.data ?? null };
        return { error: { status: a.status, message: text(b.msg), url: a.url } };
      }
      break;
    case 'jp':
      if (a.status === 401) return { error: { status: 401, message: '', url: a.url } };
      if (a.status === 400 || a.status === 500) {
        const m = isObject(b) ? b.message : undefined;
        return { error: { status: a.status, message: typeof m === 'string' ? m : DEFAULT_ERROR_MESSAGE, url: a.url } };
      }
      if (ok) return { data: b === undefined ? null : b };
      break;
  }
  if (!ok) return { error: httpFailure(a) };
  // a 2xx whose body is not the expected envelope
  return { error: { status: a.status, message: DEFAULT_ERROR_MESSAGE, url: a.url } };
}
