import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import type { IndexRow } from './search-index.store.js';

/*
 * What the in-memory index reads from the database (docs/discovery.md, "The search index"): the search
 * table's rows in batches when it is built, then before each search what changed since (migration 0045).
 */

/** A search-table row as the index takes it, and whether it may be found at all (DISCOVERABLE). */
export type ChangedRow = IndexRow & { found: boolean; xid: string | null };

const ROW = sql.raw(`json_build_object('id', s.id, 'lexemes', tsvector_to_array(s.discovery_vector),
  'roles', s.role_ids, 'expertise', s.expertise_ids, 'skills', s.skill_ids, 'industries', s.industries,
  'jobLevel', s.job_level, 'vetted', s.vetting = 'approved', 'seniority', s.seniority,
  'available', greatest(0, s.capacity_hours_per_week - s.booked_hours_per_week),
  'rateMin', s.hourly_rate_min, 'rateMax', s.hourly_rate_max, 'currency', s.rate_currency,
  'timezone', s.timezone_offset, 'ratingSum', s.rating_sum, 'ratingCount', s.rating_count,
  'ratingDue', (extract(epoch from s.rating_due) * 1000)::float8, 'found', s.user_matchable and s.listed,
  'xid', s.change_xid::text)`);

/** Rows a batch of the build reads: large enough that statements are few, small enough to parse quickly. */
export const BUILD_BATCH = 5_000;

/**
 * Where a snapshot stood (migration 0045): `xmax`, the first transaction id not yet begun, and `running`, the
 * ids below it still running. Every other id below `xmax` had finished: its writes were visible to that
 * snapshot. So what a later reader has not seen is exactly the rows stamped at or past `xmax` or by one of
 * `running` — however long another transaction (any database's) stays open, nothing else is read again.
 */
export interface SnapshotMark {
  xmax: string;
  running: string[];
}

const MARK = sql.raw(`pg_snapshot_xmax(x.s)::text as xmax, array(select pg_snapshot_xip(x.s)::text) as running`);

/** This statement's snapshot mark. The build takes it before its first batch, so what was being written meanwhile is read again. */
export async function snapshotMark(db: Database): Promise<SnapshotMark> {
  const [row] = await namedRows<SnapshotMark>(db, sql`select ${MARK} from (select pg_current_snapshot() as s) x`);
  return row!;
}

/** The discoverable rows after profile id `after`, at most BUILD_BATCH, by id. */
export async function buildBatch(db: Database, after: number): Promise<IndexRow[]> {
  const [row] = await namedRows<{ rows: IndexRow[] }>(
    db,
    sql`select coalesce(json_agg(x.r order by x.id), '[]'::json) as rows from (
      select s.id, ${ROW} as r from expert_search s
      where s.id > ${after}::int and s.user_matchable and s.listed order by s.id limit ${BUILD_BATCH}::int) x`,
  );
  return row!.rows;
}

/**
 * What changed since the snapshot `since` (SnapshotMark), in one statement so the rows and the new mark come
 * from one snapshot: the rows written since (discoverable or not) and the ids deleted.
 */
export async function changesSince(
  db: Database,
  since: SnapshotMark,
): Promise<SnapshotMark & { rows: ChangedRow[]; removed: number[] }> {
  const unseen = (column: string) =>
    sql`(${sql.raw(column)} >= ${since.xmax}::xid8 or ${sql.raw(column)} = any(${sql.param(since.running)}::xid8[]))`;
  const [row] = await namedRows<SnapshotMark & { rows: ChangedRow[]; removed: number[] }>(
    db,
    sql`select ${MARK},
      (select coalesce(json_agg(${ROW}), '[]'::json) from expert_search s where ${unseen('s.change_xid')}) as rows,
      (select coalesce(json_agg(r.id), '[]'::json) from expert_search_removed r where ${unseen('r.change_xid')}) as removed
    from (select pg_current_snapshot() as s) x`,
  );
  return row!;
}

/**
 * The rating figures of experts whose next review's publication moment has passed with no write since
 * (migration 0039's `expert_rating_stats`, what RATING_MEAN reads from the reviews then): sum, count and the
 * next moment.
 */
export function ratingsNow(
  db: Database,
  ids: number[],
): Promise<Array<{ id: number; sum: number; count: number; due: number | null }>> {
  return namedRows(
    db,
    sql`select x.id, r.total as sum, r.n as count, (extract(epoch from r.due) * 1000)::float8 as due
      from unnest(${sql.param(ids)}::int[]) x(id) cross join expert_rating_stats(x.id) r`,
  );
}

/** `keys` in the database's text order (the facets' ties go by key, as `order by v` sorted them). */
export async function collationOrder(db: Database, keys: string[]): Promise<string[]> {
  const [row] = await namedRows<{ keys: string[] | null }>(
    db,
    sql`select array_agg(k order by k) as keys from unnest(${sql.param(keys)}::text[]) k`,
  );
  return row!.keys ?? [];
}
