import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventTickets } from '../../db/schema/index.js';

function hashOf(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** A new single-use ticket for the session; only its hash is stored. */
export async function insertTicket(db: Database, sessionId: string, ttlSeconds: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(eventTickets).values({
    hash: hashOf(ticket),
    sessionId,
    expiresAt: sql`now() + (${ttlSeconds}::int * interval '1 second')`,
  });
  return ticket;
}

/**
 * Uses the ticket up in one statement (of two racing requests, one wins): its session id when the
 * ticket was unused and unexpired, else undefined.
 */
export async function consumeTicket(db: Database, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .update(eventTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(eventTickets.hash, hashOf(ticket)), isNull(eventTickets.usedAt), gt(eventTickets.expiresAt, sql`now()`)),
    )
    .returning({ sessionId: eventTickets.sessionId });
  return row?.sessionId;
}

/** Drops tickets that expired more than an hour ago (used ones included). */
export async function pruneTickets(db: Database): Promise<void> {
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, sql`now() - interval '1 hour'`));
}
