import { fail, Messages } from '@shop/api-clients/envelopes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ApiErrorCode, SERVICE_UNAVAILABLE_MESSAGE } from './errors';
import { isDatabaseUnavailable } from './databaseErrors';
import { validationMessage } from './validationMessages';

const GENERIC_4XX: Record<number, string> = {
  400: '参数错误：请求格式不正确',
  401: Messages.NOT_LOGGED_IN,
  403: Messages.FORBIDDEN,
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  406: '不支持的响应格式',
  408: '请求超时，请重试',
  409: '请求冲突，请刷新后重试',
  413: '请求体过大',
  414: '请求地址过长',
  415: '不支持的请求格式',
  429: Messages.TOO_MANY_REQUESTS,
};

export const INPUT_NOT_STORABLE = '参数错误：请求包含无法处理的字符或数值';

/**
 * PostgreSQL data exceptions (SQLSTATE class 22) that only input causes: a NUL byte or invalid UTF-8 in text
 * (22021, 22P05), a value longer than its column (22001), a number out of range (22003), text that is no number,
 * date or uuid (22P02, 22007, 22008). Drizzle wraps the driver's error, so the cause chain is searched.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function isInputDataException(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code)) return true;
  }
  return false;
}

/** Answers a failure in the status envelope; for hooks and routes that answer directly instead of throwing ApiError. */
export function sendFail(reply: FastifyReply, httpStatus: number, message: string, code: string) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(fail(message, code, httpStatus));
}

/**
 * Every error of an /api route ends here and is answered in the status envelope with a Chinese message:
 * intended failures (ApiError), schema validation, unreadable bodies, rate limits; anything unexpected
 * becomes a 500 whose details stay in the log.
 */
export function envelopeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    request.log.info({ errorCode: error.errorCode, statusCode: error.httpStatus }, error.message);
    return sendFail(reply, error.httpStatus, error.message, error.errorCode);
  }
  if (error.validation) {
    const message = validationMessage(error.validation, error.validationContext);
    request.log.info({ errorCode: ApiErrorCode.INVALID_PARAM, statusCode: 400 }, message);
    return sendFail(reply, 400, message, ApiErrorCode.INVALID_PARAM);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error, statusCode: 503 }, 'database unavailable');
    reply.header('retry-after', '5');
    return sendFail(reply, 503, SERVICE_UNAVAILABLE_MESSAGE, ApiErrorCode.SERVICE_UNAVAILABLE);
  }
  if (isInputDataException(error)) {
    // a value no schema limited yet (a NUL byte, a number past the column's range) reached the database
    request.log.warn({ err: error, statusCode: 400 }, 'input the database cannot hold');
    return sendFail(reply, 400, INPUT_NOT_STORABLE, ApiErrorCode.INVALID_PARAM);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return sendFail(reply, 400, '参数错误：请求体不是有效的 JSON', ApiErrorCode.INVALID_PARAM);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendFail(reply, 413, GENERIC_4XX[413]!, ApiErrorCode.PAYLOAD_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendFail(reply, 415, GENERIC_4XX[415]!, ApiErrorCode.UNSUPPORTED_MEDIA_TYPE);
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendFail(reply, 429, Messages.TOO_MANY_REQUESTS, ApiErrorCode.TOO_MANY_REQUESTS);
  if (status >= 400 && status < 500) {
    request.log.info({ err: error, statusCode: status }, 'client error');
    return sendFail(reply, status, GENERIC_4XX[status] ?? '请求无效', ApiErrorCode.INVALID_PARAM);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendFail(reply, 500, '服务器繁忙，请稍后重试', ApiErrorCode.INTERNAL_ERROR);
}

/**
 * Fastify's `frameworkErrors`: URLs its router refuses before any route or hook runs (malformed percent-encoding such as
 * `/api/auth/login%`, a path parameter over maxParamLength). /api URLs get the envelope; page URLs (the gateway serves
 * both from one server) a short Chinese text.
 */
export function envelopeFrameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? GENERIC_4XX[414]! : '参数错误：请求地址格式不正确';
  request.log.info({ errorCode: error.code, statusCode: status }, message);
  reply.header('x-request-id', request.id);
  if (request.url.startsWith('/api/') || request.url === '/api') return sendFail(reply, status, message, ApiErrorCode.INVALID_PARAM);
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/** Unknown /api/* paths (and wrong methods) answer in the envelope too. */
export function envelopeNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return sendFail(reply, 404, `接口不存在：${request.method} ${shown}`, ApiErrorCode.NOT_FOUND);
}
