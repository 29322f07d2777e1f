import { Statuses, type LiveEventName } from '@fractional/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { liveCursors, liveEvents, sessions, users } from '../../db/schema/index.js';

export interface LiveEventRow {
  /** The user's event number: the SSE `id:`. */
  seq: number;
  name: LiveEventName;
  data: string;
}

export interface NewLiveEvent {
  userId: number;
  name: LiveEventName;
  data: string;
}

/**
 * Locks the users' `live_cursors` rows (created at 0 when missing) in user-id order and returns each
 * one's last event number. Held to the commit: of two transactions writing events for one user, the
 * one that numbers later commits later, and taking them in one order and as a transaction's last
 * locks means no two ever wait for each other in a circle (docs/concurrency.md).
 */
export async function lockLiveCursors(db: Database, userIds: number[]): Promise<Map<number, number>> {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  const { rows } = (await db.execute(sql`
    insert into ${liveCursors} as c (user_id, last_seq)
    select user_id::int, 0 from json_array_elements_text(${JSON.stringify(sorted)}::json) with ordinality as t(user_id, ord)
    order by ord
    on conflict (user_id) do update set last_seq = c.last_seq
    returning c.user_id, c.last_seq`)) as { rows: Array<{ user_id: number; last_seq: string | number }> };
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.last_seq)]));
}

/**
 * Stores events numbered under `lockLiveCursors`' locks (each user's next numbers, in the order
 * given) and moves the cursors past them: one statement.
 */
export async function insertNumberedLiveEvents(
  db: Database,
  events: NewLiveEvent[],
  lastSeqs: Map<number, number>,
): Promise<void> {
  if (events.length === 0) return;
  const next = new Map(lastSeqs);
  const numbered = events.map((event) => {
    const seq = (next.get(event.userId) ?? 0) + 1;
    next.set(event.userId, seq);
    return { user_id: event.userId, seq, name: event.name, data: event.data };
  });
  const cursors = [...next].map(([userId, lastSeq]) => ({ user_id: userId, last_seq: lastSeq }));
  await db.execute(sql`
    with inserted as (
      insert into ${liveEvents} (user_id, seq, name, data)
      select user_id, seq, name, data
      from json_to_recordset(${JSON.stringify(numbered)}::json) as t(user_id int, seq bigint, name text, data text)
    )
    update ${liveCursors} as c set last_seq = t.last_seq
    from json_to_recordset(${JSON.stringify(cursors)}::json) as t(user_id int, last_seq bigint)
    where c.user_id = t.user_id`);
}

/**
 * A stream's next events: the user's events after `afterSeq`, oldest first, read in one snapshot with
 * the check that the stream's session is still live (not revoked or expired, its user active). A
 * session ended before the read sees no event, so nothing written after a revocation is delivered.
 */
export async function liveEventsForSession(
  db: Database,
  stream: { userId: number; sessionId: string },
  afterSeq: number,
  limit: number,
): Promise<{ isLive: boolean; rows: LiveEventRow[] }> {
  const { rows } = (await db.execute(sql`
    with session as (
      select exists (
        select 1 from ${sessions} s join ${users} u on u.id = s.user_id
        where s.id = ${stream.sessionId} and s.user_id = ${stream.userId} and s.revoked_at is null
          and s.expires_at > now() and u.status_id = ${Statuses.active.id} and u.deleted_at is null
      ) as is_live
    )
    select session.is_live, e.seq, e.name, e.data
    from session left join lateral (
      select seq, name, data from ${liveEvents}
      where user_id = ${stream.userId} and seq > ${afterSeq} and session.is_live
      order by seq limit ${limit}
    ) e on true
    order by e.seq`)) as {
    rows: Array<{ is_live: boolean; seq: string | number | null; name: LiveEventName; data: string }>;
  };
  const isLive = rows[0]?.is_live === true;
  const events = rows.filter((row) => row.seq !== null);
  return { isLive, rows: events.map((row) => ({ seq: Number(row.seq), name: row.name, data: row.data })) };
}

/** The user's newest event number (0 before the first): a new stream without Last-Event-ID starts after it. */
export async function latestLiveEventSeq(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ lastSeq: liveCursors.lastSeq })
    .from(liveCursors)
    .where(eq(liveCursors.userId, userId));
  return Number(row?.lastSeq ?? 0);
}

/** Drops events older than `ageMs` (a reconnect after that long starts afresh). */
export async function pruneLiveEvents(db: Database, ageMs: number): Promise<void> {
  await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - (${ageMs}::float8 * interval '1 millisecond')`));
}

/** Tells every instance LISTENing on `channel` (PostgreSQL NOTIFY; delivered once the caller's transaction, if any, commits). */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
