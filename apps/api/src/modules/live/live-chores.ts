import type { Database } from '../../db/client.js';
import { pruneLiveEvents } from './live-events.repository.js';
import { pruneTickets } from './tickets.repository.js';

/** Stream events are kept a day: a client away longer reloads instead of replaying. */
const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60_000;

/**
 * The `live.prune` schedule (once a minute across all instances, ADR 0016): drops old stream events
 * and tickets. Idempotent: a second run of the same minute finds nothing more to delete.
 */
export async function pruneLive(db: Database): Promise<void> {
  await pruneLiveEvents(db, LIVE_EVENTS_KEPT_MS);
  await pruneTickets(db);
}
