import type { PageQuery, Session, SessionPage } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { listLiveSessions, revokeOwnSession, revokeUserSessions, type SessionRow } from './sessions.repository.js';

type Deps = Pick<AppDeps, 'database' | 'live'>;

export function toSession(row: SessionRow, currentSessionId: string): Session {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  };
}

/** One page of the caller's live sessions, most recently used first. */
export async function listSessions(deps: Deps, auth: AuthState, query: PageQuery): Promise<SessionPage> {
  const rows = await listLiveSessions(deps.database.db, auth.userId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit + 1,
  });
  return {
    data: rows.slice(0, query.limit).map((row) => toSession(row, auth.sessionId)),
    hasNextPage: rows.length > query.limit,
  };
}

/**
 * Ends one of the caller's own sessions; anyone else's, or one already ended, is a 404. Like every
 * path that ends sessions, it then announces the user on the live bus: their event streams on every
 * instance check their sessions at once, and the ended one closes (ADR 0013).
 */
export async function endSession(deps: Deps, auth: AuthState, sessionId: string): Promise<void> {
  if (!(await revokeOwnSession(deps.database.db, auth.userId, sessionId))) throw AppError.notFound('Session not found');
  deps.live.announce([auth.userId]);
}

/** Ends every session of the caller, this one included. */
export async function endAllSessions(deps: Deps, auth: AuthState): Promise<void> {
  await revokeUserSessions(deps.database.db, auth.userId, 'signedOutElsewhere');
  deps.live.announce([auth.userId]);
}
