import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { sessions, userRevisions, users } from '../../db/schema/index.js';
import { Statuses, type SessionEndReason } from '@fractional/contract';

const insertSessionQuery = preparedFor((db) =>
  db
    .insert(sessions)
    .values({
      userId: sql.placeholder('userId'),
      refreshNonce: sql.placeholder('refreshNonce'),
      expiresAt: sql.placeholder('expiresAt'),
      userAgent: sql.placeholder('userAgent'),
    })
    .returning({
      id: sessions.id,
      revision: sql<number>`coalesce((select ${userRevisions.revision} from ${userRevisions} where ${userRevisions.userId} = ${sql.placeholder('userId')}), 0)`,
    })
    .prepare('insert_session'),
);

/** Kept of a client's User-Agent header: enough to tell devices apart in the sessions list. */
const USER_AGENT_MAX = 512;

/** A new session of the user, with the user's revision read in the same statement (see `LiveSession`). */
export async function insertSession(
  db: Database,
  userId: number,
  refreshNonce: string,
  expiresAt: Date,
  userAgent: string | null = null,
): Promise<{ sessionId: string; revision: number }> {
  const [row] = await insertSessionQuery(db).execute({
    userId,
    refreshNonce,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  if (!row) throw new Error('insert returned no row');
  return { sessionId: row.id, revision: Number(row.revision) };
}

const liveSessionsQuery = preparedFor((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      roleId: users.roleId,
      revision: userRevisions.revision,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRevisions, eq(userRevisions.userId, users.id))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.statusId, Statuses.active.id),
        isNull(users.deletedAt),
      ),
    )
    .prepare('find_live_sessions'),
);

export interface LiveSession {
  userId: number;
  roleId: number;
  /** The user's `user_revisions` revision (0 before the first change). */
  revision: number;
  lastUsedAt: Date;
}

type Waiter = { resolve: (session: LiveSession | undefined) => void; reject: (error: unknown) => void };

/**
 * Session checks asked for while the event loop handles one batch of sockets, looked up in one
 * query when it is done with them: under load, one round trip serves many requests.
 */
class SessionBatch {
  private waiting = new Map<string, Waiter[]>();

  constructor(private readonly db: Database) {}

  find(sessionId: string): Promise<LiveSession | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => void this.flush());
      const waiters = this.waiting.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(sessionId, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const rows = await liveSessionsQuery(this.db).execute({ ids: [...batch.keys()] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiters] of batch) {
        const row = byId.get(id);
        const session = row && {
          userId: row.userId,
          roleId: row.roleId,
          revision: row.revision ?? 0,
          lastUsedAt: new Date(row.lastUsedAt),
        };
        for (const waiter of waiters) waiter.resolve(session);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

const batches = new WeakMap<Database, SessionBatch>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session's user when the session is live and its user active: an indexed lookup, batched. */
export async function findLiveSession(db: Database, sessionId: string): Promise<LiveSession | undefined> {
  // Only ids we issued reach here (from verified tokens); anything else must not fail a whole batch.
  if (!UUID.test(sessionId)) return undefined;
  let batch = batches.get(db);
  if (!batch) {
    batch = new SessionBatch(db);
    batches.set(db, batch);
  }
  return batch.find(sessionId.toLowerCase());
}

/**
 * Swaps the refresh nonce only if it is still the one presented: of concurrent refreshes with one
 * token, exactly one wins. Returns the session's user, or undefined when the nonce was already used
 * (or the session is gone).
 */
export async function rotateRefreshNonce(
  db: Database,
  sessionId: string,
  presentedNonce: string,
  nextNonce: string,
  expiresAt: Date,
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ refreshNonce: nextNonce, expiresAt })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.refreshNonce, presentedNonce),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: sessions.userId });
  return row;
}

/** Ends the session for this reason; returns its user when it was live until now. */
export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: SessionEndReason,
): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

/** Ends every live session of the user for this reason, or every one but `exceptSessionId` (the caller's). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Ends the session only if it is the user's own: false for a foreign, unknown or ended one. */
export async function revokeOwnSession(db: Database, userId: number, sessionId: string): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'signedOutElsewhere' })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Why a session that is not live any more ended: the reason stored when it was revoked, else its
 * user's state (deactivated, closed) or its expiry. Undefined for an unknown session.
 */
export async function findSessionEndReason(db: Database, sessionId: string): Promise<SessionEndReason | undefined> {
  if (!UUID.test(sessionId)) return undefined;
  const [row] = await db
    .select({
      revokedReason: sessions.revokedReason,
      isExpired: sql<boolean>`${sessions.expiresAt} <= now()`,
      statusId: users.statusId,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row) return undefined;
  if (row.revokedReason) return row.revokedReason;
  if (row.deletedAt) return 'accountClosed';
  if (row.statusId !== Statuses.active.id) return 'deactivated';
  return row.isExpired ? 'expired' : undefined;
}

export type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'createdAt' | 'lastUsedAt' | 'userAgent'>;

/** The user's live sessions, most recently used first; `limit` rows from `offset`. */
export async function listLiveSessions(
  db: Database,
  userId: number,
  page: { offset: number; limit: number },
): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How stale `last_used_at` may get before a request moves it. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Moves `last_used_at` to now unless it moved within the last minute: of the requests of one minute,
 * on however many instances, one writes.
 */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastUsedAt} < now() - interval '1 minute'`));
}
