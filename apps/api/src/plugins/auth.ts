import type { RoleName } from '@fractional/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthState } from '../lib/access.js';
import { AppError, loggableError } from '../lib/errors.js';
import type { Database } from '../db/client.js';
import { SESSION_TOUCH_INTERVAL_MS, findLiveSession, touchSession } from '../modules/auth/sessions.repository.js';
import { roleOf } from '../modules/users/users.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The client's User-Agent header, recorded on the session it signs in to. */
export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** onRequest hook: a valid access token of a live session of an active user, else 401. */
export async function authenticate(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw AppError.unauthorized();
  const claims = await this.deps.tokens.verifyAccess(token);
  if (!claims) throw AppError.unauthorized();
  const session = await findLiveSession(this.deps.database.db, claims.sessionId);
  if (!session || session.userId !== claims.userId) throw AppError.unauthorized();
  if (Date.now() - session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    touchSessionLater(this.deps.database.db, claims.sessionId, request);
  }
  request.auth = {
    userId: session.userId,
    sessionId: claims.sessionId,
    role: roleOf(session.roleId).name,
    revision: session.revision,
  };
}

/** Sessions of this process whose `last_used_at` write is on its way, so a burst of requests sends one. */
const touching = new Set<string>();

/** Moves the session's `last_used_at` without making the request wait for it; a failure is only logged. */
function touchSessionLater(db: Database, sessionId: string, request: FastifyRequest): void {
  if (touching.has(sessionId)) return;
  touching.add(sessionId);
  touchSession(db, sessionId)
    .catch((error: unknown) => request.log.warn({ err: loggableError(error) }, 'session last-used update failed'))
    .finally(() => touching.delete(sessionId));
}

/** The signed-in caller; use only behind `authenticate`. */
export function caller(request: FastifyRequest): AuthState {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** "an admin", "a client": the role with its indefinite article, for messages. */
function withArticle(role: RoleName): string {
  return /^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`;
}

/** preHandler: the caller must have this role, else 403. */
export function requireRole(role: RoleName) {
  return async (request: FastifyRequest): Promise<void> => {
    if (caller(request).role !== role) throw AppError.forbidden(`Only ${withArticle(role)} can do this`);
  };
}
