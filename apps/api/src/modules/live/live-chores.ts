import type { Database } from '../../db/client.js';
import { pruneLiveEvents } from './live-events.repository.js';
import { pruneTickets } from './tickets.repository.js';

/** Stream events are kept a day: a client away longer reloads instead of replaying. */
const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/** A background chore (run by the `BackgroundWorker`'s pass): drops old stream events and tickets, at most once a minute. */
export function livePruner(db: Database): () => Promise<void> {
  let lastRun = 0;
  return async () => {
    if (Date.now() - lastRun < PRUNE_EVERY_MS) return;
    lastRun = Date.now();
    await pruneLiveEvents(db, LIVE_EVENTS_KEPT_MS);
    await pruneTickets(db);
  };
}
