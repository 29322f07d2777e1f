import type { Database } from '../../db/client.js';
import {
  BUILD_BATCH,
  buildBatch,
  changesSince,
  collationOrder,
  ratingsNow,
  snapshotMark,
  type SnapshotMark,
} from './search-index.repository.js';
import { IndexStore } from './search-index.store.js';

/*
 * Find experts' in-memory search index, one per API instance and database handle (docs/discovery.md, "The
 * search index"; ADR 0020). The first search builds it from `expert_search` in batches; before every search
 * it catches up with what any instance wrote since (migration 0045's `change_xid`), so a write committed
 * anywhere is found by the next search everywhere.
 */

/** Dead slots past this share (and DEAD_MIN of them) make the next search rebuild the index. */
const DEAD_SHARE = 0.25;
const DEAD_MIN = 10_000;

/** What the last build cost, for the benchmark and the logs. */
export interface BuildFigures {
  experts: number;
  ms: number;
  /** The index's typed arrays (posting lists included). */
  bytes: number;
}

export class SearchIndex {
  private store: IndexStore | null = null;
  /** Where the snapshot of the last catch-up stood: what it could not see is read next time. */
  private mark: SnapshotMark = { xmax: '0', running: [] };
  /** The change each expert was last taken at, from the catch-ups: a change read again is not applied twice. */
  private applied = new Map<number, string>();
  /** The earliest pending review publication among the experts (epoch ms). */
  private nextDue = Number.POSITIVE_INFINITY;
  private keyRanks = new Map<string, number>();
  private running: Promise<IndexStore> | null = null;
  private queued: Promise<IndexStore> | null = null;
  lastBuild: BuildFigures | null = null;

  constructor(private readonly db: Database) {}

  /**
   * The index, caught up with every write committed before this call. Calls while a catch-up runs share
   * the next one (which starts after it, so it sees their writes).
   */
  sync(): Promise<IndexStore> {
    if (!this.running) {
      this.running = this.refresh().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  /** A text key's place in the database's order (facet ties). */
  readonly keyRank = (key: string): number => this.keyRanks.get(key) ?? Number.MAX_SAFE_INTEGER;

  private async refresh(): Promise<IndexStore> {
    const current = this.store;
    if (!current || (current.deadShare > DEAD_SHARE && current.dead > DEAD_MIN)) await this.build();
    else await this.catchUp(current);
    const store = this.store!;
    if (Date.now() >= this.nextDue) await this.refreshRatings(store);
    const keys = [...store.industryKeys, ...store.jobLevelKeys];
    if (keys.length !== this.keyRanks.size) {
      const ordered = await collationOrder(this.db, keys);
      this.keyRanks = new Map(ordered.map((key, rank) => [key, rank]));
    }
    return store;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    const mark = await snapshotMark(this.db);
    const store = new IndexStore();
    for (let after = 0; ;) {
      const rows = await buildBatch(this.db, after);
      for (const row of rows) store.put(row);
      if (rows.length < BUILD_BATCH) break;
      // A build at start runs beside requests (search-index.warm.ts): each batch lets them in.
      await new Promise((resolve) => setImmediate(resolve));
      after = rows[rows.length - 1]!.id;
    }
    this.store = store;
    this.mark = mark;
    this.applied = new Map();
    this.keyRanks = new Map();
    await this.catchUp(store);
    this.nextDue = earliestDue(store);
    this.lastBuild = { experts: store.count, ms: performance.now() - started, bytes: store.bytes() };
  }

  private async catchUp(store: IndexStore): Promise<void> {
    const changes = await changesSince(this.db, this.mark);
    const present = new Set<number>();
    for (const row of changes.rows) {
      present.add(row.id);
      if (row.xid !== null && this.applied.get(row.id) === row.xid) continue;
      if (row.xid !== null) this.applied.set(row.id, row.xid);
      if (!row.found) {
        store.remove(row.id);
        continue;
      }
      store.put(row);
      if (row.ratingDue !== null) this.nextDue = Math.min(this.nextDue, row.ratingDue);
    }
    for (const id of changes.removed) if (!present.has(id)) store.remove(id);
    this.mark = { xmax: changes.xmax, running: changes.running };
  }

  /**
   * Experts whose next review has published by the clock since their row was written (no write marks it):
   * their figures read again from the reviews (RATING_MEAN in discovery.sql.ts reads them then too).
   */
  private async refreshRatings(store: IndexStore): Promise<void> {
    const now = Date.now();
    const due: number[] = [];
    const dues = store.ratingDue.data;
    for (let slot = 0; slot < store.size; slot += 1) {
      if (store.alive.data[slot] === 1 && dues[slot]! <= now) due.push(store.ids.data[slot]!);
    }
    for (const row of await ratingsNow(this.db, due)) {
      const slot = store.slot(row.id);
      if (slot >= 0) store.setRating(slot, row.sum, row.count, row.due);
    }
    this.nextDue = earliestDue(store);
  }
}

function earliestDue(store: IndexStore): number {
  let earliest = Number.POSITIVE_INFINITY;
  const dues = store.ratingDue.data;
  for (let slot = 0; slot < store.size; slot += 1) {
    if (store.alive.data[slot] === 1 && dues[slot]! < earliest) earliest = dues[slot]!;
  }
  return earliest;
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The search index of a database handle (each API instance opens its own). */
export function searchIndexOf(db: Database): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
