import type { LiveEventName } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { LiveBus } from './live-bus.js';
import { insertNumberedLiveEvents, lockLiveCursors, type NewLiveEvent } from './live-events.repository.js';

/** Events whose payload is read only once the recipients' cursors are locked (see `addLater`). */
type LateEvents = () => Promise<NewLiveEvent[]>;

/**
 * Collects the stream events of one transaction. They are written together at its end, numbered per
 * recipient under the recipients' cursor locks (taken in one order; ADR 0013, docs/concurrency.md),
 * so they exist exactly when the change commits and a reconnect can replay them; the recipients are
 * announced to every instance only after the commit.
 */
export class LiveWriter {
  readonly recipients = new Set<number>();
  private readonly queued: Array<NewLiveEvent | LateEvents> = [];

  constructor(readonly tx: Database) {}

  /** The same event to each of the users. */
  add(userIds: Iterable<number>, name: LiveEventName, payload: unknown): void {
    const data = JSON.stringify(payload);
    this.addEach([...new Set(userIds)].map((userId) => ({ userId, name, data })));
  }

  /** One event per row, e.g. each recipient's own unread count. */
  addEach(events: NewLiveEvent[]): void {
    for (const event of events) {
      this.queued.push(event);
      this.recipients.add(event.userId);
    }
  }

  /**
   * Events for `userIds` whose payload `build` reads after their cursors are locked: every earlier
   * event of those users has committed by then, so a figure summed across transactions (a user's
   * unread total) is exact in the last event the user receives.
   */
  addLater(userIds: Iterable<number>, build: LateEvents): void {
    for (const userId of userIds) this.recipients.add(userId);
    this.queued.push(build);
  }

  /**
   * Wakes the users' streams after the commit without an event: each re-reads, and a stream whose
   * session this transaction ended closes at once.
   */
  wake(userIds: Iterable<number>): void {
    for (const userId of userIds) this.recipients.add(userId);
  }

  /** Writes the queued events: the transaction's last statements. */
  async flush(): Promise<void> {
    const queued = this.queued.splice(0);
    if (queued.length === 0) return;
    const lastSeqs = await lockLiveCursors(this.tx, [...this.recipients]);
    const events: NewLiveEvent[] = [];
    for (const item of queued) {
      if (typeof item === 'function') events.push(...(await item()));
      else events.push(item);
    }
    await insertNumberedLiveEvents(this.tx, events, lastSeqs);
  }
}

/**
 * Runs `fn` in one transaction with a LiveWriter (run again after a deadlock, as `withTransaction`
 * does), then tells the instances whose streams have new events. A failed announcement loses
 * nothing: the rows are committed and the next announcement (or a reconnect with Last-Event-ID)
 * delivers them.
 */
export async function withLiveTransaction<T>(
  db: Database,
  bus: LiveBus,
  fn: (live: LiveWriter) => Promise<T>,
): Promise<T> {
  let writer: LiveWriter | null = null;
  const result = await withTransaction(db, async (tx) => {
    const live = new LiveWriter(tx);
    writer = live;
    const value = await fn(live);
    await live.flush();
    return value;
  });
  const recipients = (writer as LiveWriter | null)?.recipients;
  if (recipients && recipients.size > 0) bus.announce([...recipients]);
  return result;
}
