import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import { Statuses } from '@fractional/contract';

export async function insertSession(
  db: Database,
  userId: number,
  refreshNonce: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, refreshNonce, expiresAt }).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const liveSessionQuery = preparedFor((db) =>
  db
    .select({ userId: sessions.userId, roleId: users.roleId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.statusId, Statuses.active.id),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** The session's user when the session is live and its user active; one indexed lookup per request. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
): Promise<{ userId: number; roleId: number } | undefined> {
  const [row] = await liveSessionQuery(db).execute({ sessionId });
  return row;
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

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
