import type { SessionEndReason } from '@fractional/contract';

/** The one error type services throw; the error handler turns it into the docs/api.md#errors shapes. */
export class AppError extends Error {
  private constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> | null,
    /** 401 of a refused refresh: why the session ended, when known (`SessionEndedError`). */
    readonly reason: SessionEndReason | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** 422 with a map of field to error key or message. */
  static validation(errors: Record<string, string>): AppError {
    return new AppError(422, 'Unprocessable Entity', errors);
  }

  static badRequest(message = 'Bad Request'): AppError {
    return new AppError(400, message, null);
  }

  static unauthorized(message = 'Unauthorized'): AppError {
    return new AppError(401, message, null);
  }

  /** 401 `{status, message, reason?}`: the session is over; `reason` tells its holder why. */
  static sessionEnded(reason: SessionEndReason | null, message = 'Session ended'): AppError {
    return new AppError(401, message, null, reason);
  }

  static forbidden(message = 'Forbidden'): AppError {
    return new AppError(403, message, null);
  }

  static notFound(message = 'Not Found'): AppError {
    return new AppError(404, message, null);
  }

  static conflict(message = 'Conflict'): AppError {
    return new AppError(409, message, null);
  }

  /** 409 with field errors: the one such answer (docs/api.md#invitations-and-squads), `{hoursPerWeek:'overCapacity'}` on accept. */
  static conflictOn(errors: Record<string, string>): AppError {
    return new AppError(409, 'Conflict', errors);
  }

  static payloadTooLarge(message = 'Payload Too Large'): AppError {
    return new AppError(413, message, null);
  }

  static unsupportedMediaType(message = 'Unsupported Media Type'): AppError {
    return new AppError(415, message, null);
  }

  static unavailable(message = 'Service Unavailable'): AppError {
    return new AppError(503, message, null);
  }
}

/** PostgreSQL unique-violation (23505), optionally on a named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}

/**
 * A serialization failure (40001) or a deadlock (40P01): the database rolled the transaction back to
 * settle a race, and running it again is safe (docs/concurrency.md).
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === '40001' || code === '40P01';
}

/** Not-null violation (23502) on the named column. */
export function isNotNullViolation(error: unknown, column: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23502' && cause.column === column;
}

/** Foreign-key violation (23503): a referenced row does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23503';
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  column?: string;
}

/** Drizzle wraps driver errors; walk the cause chain to the one with a SQLSTATE. */
function findPgError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current as PgErrorLike;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Data exceptions (SQLSTATE class 22): a value PostgreSQL cannot store or compare, such as a NUL
 * character in text. Caused by the request, so a 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  return findPgError(error)?.code?.startsWith('22') ?? false;
}

/** Connection-level failures: the database is down or unreachable, so the answer is 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    const message = current instanceof Error ? current.message : '';
    if (
      typeof code === 'string' &&
      (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH)$/.test(code) ||
        /^(08|57P0[123]|53)/.test(code))
    ) {
      return true;
    }
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error as it may be logged. Drizzle puts the query parameters in the message, and those can hold
 * a password hash or personal data: keep the SQL text, the SQLSTATE and the stack frames, drop the rest.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const message = error.message.split('\nparams:')[0];
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const pgError = findPgError(error);
  return {
    type: error.name,
    message,
    code: pgError?.code ?? (error as { code?: unknown }).code,
    constraint: pgError?.constraint,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
}
