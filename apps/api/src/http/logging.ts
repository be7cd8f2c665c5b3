import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import { envelopeFrameworkErrorHandler } from './envelopeHandlers';

/** Names whose values never reach a log line, in a query string, a JSON body or a header. */
const SECRET_PARAMS = ['sessionId', 'refreshTokenHash', 'password', 'newPassword', 'oldPassword', 'token', 'code'];
const SECRET_IN_URL = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_PARAMS.flatMap((k) => [`req.query.${k}`, `req.body.${k}`, `body.${k}`, `query.${k}`]),
];

/** `/api/x?sessionId=abc&a=1` -> `/api/x?sessionId=[REDACTED]&a=1` */
export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_URL, '$1[REDACTED]');
}

interface SerializableRequest {
  method?: string;
  url?: string;
  id?: string;
  hostname?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/**
 * Pino options for the API (and for the gateway that hosts it): secrets redacted wherever they appear,
 * and a request serializer that logs the URL with secret query values masked and no headers at all.
 */
export function apiLoggerOptions(overrides: Record<string, unknown> = {}) {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(req: SerializableRequest) {
        // anything logged under `req` goes through here, Fastify requests or not: keep only known fields
        return {
          method: req.method,
          url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
          host: req.hostname,
          remoteAddress: req.ip,
          userAgent: req.headers?.['user-agent'],
        };
      },
    },
    ...overrides,
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's x-request-id when it is a sane token, otherwise makes one. */
export function genRequestId(req: RawRequestDefaultExpression): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Requests Node's parser refuses before Fastify sees them (a URL or headers over 16 KB, e.g. a keyword
 * of thousands of Chinese characters, each 9 bytes once percent-encoded) still get an envelope.
 */
export function envelopeClientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求地址或请求头过长']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时，请重试']
        : [400, 'Bad Request', '参数错误：请求格式不正确'];
  const body = JSON.stringify({ status, errorMessage: message, errorCode: 'INVALID_PARAM', data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify options a host (gateway or standalone) should use so request ids, logs and low-level errors behave the same. */
export function apiServerOptions(logger: FastifyServerOptions['logger'] = apiLoggerOptions()): FastifyServerOptions {
  return {
    logger,
    genReqId: genRequestId,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: envelopeClientErrorHandler,
    // malformed percent-encoding and over-long path parameters, which the router refuses before any route runs
    frameworkErrors: envelopeFrameworkErrorHandler,
    // the form fields a route checks itself (FormText in @shop/api-clients/user/schemas) cap length without naming a
    // JSON type on purpose; strictTypes would log a warning for each at every start
    ajv: { customOptions: { strictTypes: false } },
  };
}
