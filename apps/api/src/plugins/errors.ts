import { fieldMessage, issueMessage } from '@fractional/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isDataException, isDatabaseUnavailable, loggableError } from '../lib/errors.js';
import { jitteredRetryAfter } from '../lib/retry-after.js';

/**
 * The middle of the Retry-After of a 503 while the database is unreachable: the pool reconnects on
 * its own, and the instance answers such a 503 within its 3 s connection timeout (docs/operations.md).
 */
const DATABASE_RETRY_AFTER_SECONDS = 2;

// Default zod messages read like docs/api.md#errors (`should not be empty`); a schema's own message wins.
z.config({ customError: (issue) => issueMessage(issue) });

const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Empty JSON body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Payload Too Large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Media Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
};

/**
 * Which key of a hostile body may be named back in `{foo: 'foo is not allowed'}`: a plain identifier
 * (a letter, then letters and digits, at most 40) that does not look like a secret or an internal
 * name. Anything else is answered under `general`, so an answer never echoes `passwordHash`,
 * `apiToken` or markup sent by the caller (docs/api.md#errors).
 */
const NAMEABLE_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const SECRET_LIKE_KEY =
  /pass|pwd|hash|token|secret|salt|key|auth|cred|session|cookie|otp|nonce|sql|drizzle|pglite|argon/i;
const UNNAMED_FIELD_MESSAGE = 'a field that is not allowed was sent';

function nameableKey(key: string): boolean {
  return NAMEABLE_KEY.test(key) && !SECRET_LIKE_KEY.test(key);
}

/** The field errors of keys a strict object does not know, each named when `nameableKey` allows it. */
function unknownKeyErrors(segments: string[], keys: readonly unknown[], errors: Record<string, string>): void {
  for (const key of keys.map(String)) {
    if (nameableKey(key)) errors[[...segments, key].join('.')] ??= `${key} is not allowed`;
    else errors[segments.join('.') || 'general'] ??= UNNAMED_FIELD_MESSAGE;
  }
}

function sendMessage(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json').send({ status, message });
}

/** One error path: AppError, schema violations, Fastify's own errors and the unexpected. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.fieldErrors) return reply.code(error.status).send({ status: error.status, errors: error.fieldErrors });
      if (error.reason) {
        return reply.code(error.status).type('application/json').send({
          status: error.status,
          message: error.message,
          reason: error.reason,
        });
      }
      return sendMessage(reply, error.status, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return sendMessage(reply, 404, 'Not Found');
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const segments = issue.instancePath.split('/').filter(Boolean);
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : null;
        if (Array.isArray(unknownKeys)) {
          unknownKeyErrors(segments, unknownKeys, errors);
          continue;
        }
        const field = segments.join('.') || 'general';
        const name = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? field;
        errors[field] ??= fieldMessage(name, issue.message ?? 'is invalid');
      }
      return reply.code(422).send({ status: 422, errors });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return sendMessage(reply, known.status, known.message);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      void reply.header('retry-after', String(jitteredRetryAfter(DATABASE_RETRY_AFTER_SECONDS)));
      return sendMessage(reply, 503, 'Service temporarily unavailable, please try again shortly');
    }
    if (isDataException(error)) return sendMessage(reply, 400, 'The request contains a value that cannot be stored');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendMessage(reply, status, error.message || 'Bad Request');
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendMessage(reply, 500, 'Internal Server Error');
  });

  app.setNotFoundHandler((_request, reply) => sendMessage(reply, 404, 'Not Found'));
}
