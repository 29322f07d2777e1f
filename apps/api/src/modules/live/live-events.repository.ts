import type { LiveEventName } from '@fractional/contract';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { liveEvents } from '../../db/schema/index.js';

export interface LiveEventRow {
  id: number;
  name: LiveEventName;
  data: string;
}

export interface NewLiveEvent {
  userId: number;
  name: LiveEventName;
  data: string;
}

/** Queues events for their recipients' streams; pass the transaction of the change they report. */
export async function insertLiveEvents(db: Database, events: NewLiveEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(liveEvents).values(events);
}

/** A user's events after `afterId`, oldest first: what a stream has not sent yet. */
export async function liveEventsSince(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select({ id: liveEvents.id, name: liveEvents.name, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The newest event id of all: a new stream without Last-Event-ID starts after it. */
export async function latestLiveEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** Drops events older than `ageMs` (a reconnect after that long starts afresh). */
export async function pruneLiveEvents(db: Database, ageMs: number): Promise<void> {
  await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - (${ageMs}::float8 * interval '1 millisecond')`));
}
