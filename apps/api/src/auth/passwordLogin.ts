import type { FastifyReply } from 'fastify';
import { ErrorCode, Messages } from '@shop/api-clients/envelopes';
import type { LoginRequest } from '@shop/api-clients/user/types';
import { bodyOf } from '../http/bodyOf';
import { sendFail } from '../http/envelopeHandlers';
import type { LoginOutcome } from './sessionService';

/*
 * The input and the refusal of a password check, shared by the login and WeChat's bind-an-existing-account step so
 * that both answer alike.
 */

const MAX_LOGIN_ID = 100;
const MAX_PASSWORD = 200;

/** loginId and password of the body; null when one is missing, blank or too long (the caller answers 400). */
export function readCredentials(body: unknown): LoginRequest | null {
  const { loginId, password } = bodyOf(body);
  if (
    typeof loginId !== 'string' ||
    typeof password !== 'string' ||
    !loginId.trim() ||
    !password ||
    loginId.length > MAX_LOGIN_ID ||
    password.length > MAX_PASSWORD
  ) {
    return null;
  }
  return { loginId, password };
}

/** A refused login: 429 while the account is locked, otherwise one 401 for a wrong password and an unknown account alike. */
export function loginFailure(reply: FastifyReply, reason: Extract<LoginOutcome, { ok: false }>['reason']) {
  return reason === 'locked'
    ? sendFail(reply, 429, Messages.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS)
    : sendFail(reply, 401, Messages.LOGIN_FAILED, ErrorCode.LOGIN_FAILED);
}
