import type { RoleName } from '@fractional/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { findLiveSession } from '../modules/auth/sessions.repository.js';
import { roleOf } from '../modules/users/users.repository.js';

export interface AuthState {
  userId: number;
  sessionId: string;
  role: RoleName;
  /** The user's revision when the request was authenticated (see `RevisionCache`). */
  revision: number;
}

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
  request.auth = {
    userId: session.userId,
    sessionId: claims.sessionId,
    role: roleOf(session.roleId).name,
    revision: session.revision,
  };
}

/** The signed-in caller; use only behind `authenticate`. */
export function caller(request: FastifyRequest): AuthState {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** preHandler: the caller must have this role, else 403. */
export function requireRole(role: RoleName) {
  return async (request: FastifyRequest): Promise<void> => {
    if (caller(request).role !== role) throw AppError.forbidden(`Only a ${role} can do this`);
  };
}
