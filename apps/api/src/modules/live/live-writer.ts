import type { LiveEventName } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { LiveBus } from './live-bus.js';
import { insertLiveEvents, type NewLiveEvent } from './live-events.repository.js';

/**
 * Collects the stream events of one transaction: rows are written inside it (so they exist exactly
 * when the change commits, and a reconnect can replay them); the recipients are announced to every
 * instance only after the commit.
 */
export class LiveWriter {
  readonly recipients = new Set<number>();

  constructor(readonly tx: Database) {}

  /** The same event to each of the users. */
  async add(userIds: Iterable<number>, name: LiveEventName, payload: unknown): Promise<void> {
    const data = JSON.stringify(payload);
    await this.addEach([...new Set(userIds)].map((userId) => ({ userId, name, data })));
  }

  /** One event per row, e.g. each recipient's own unread count. */
  async addEach(events: NewLiveEvent[]): Promise<void> {
    await insertLiveEvents(this.tx, events);
    for (const event of events) this.recipients.add(event.userId);
  }
}

/**
 * Runs `fn` in one transaction with a LiveWriter, then tells the instances whose streams have new
 * events. A failed announcement loses nothing: the rows are committed and the next announcement
 * (or a reconnect with Last-Event-ID) delivers them.
 */
export async function withLiveTransaction<T>(
  db: Database,
  bus: LiveBus,
  fn: (live: LiveWriter) => Promise<T>,
): Promise<T> {
  let writer: LiveWriter | null = null;
  const result = await db.transaction(async (tx) => {
    writer = new LiveWriter(tx);
    return fn(writer);
  });
  const recipients = (writer as LiveWriter | null)?.recipients;
  if (recipients && recipients.size > 0) bus.announce([...recipients]);
  return result;
}
