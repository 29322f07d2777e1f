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
 * The xmin of the snapshot this statement reads with, as text: every transaction below it had finished.
 * The build takes it before its first batch, so whatever was being written meanwhile is read again.
 */
export async function snapshotXmin(db: Database): Promise<string> {
  const [row] = await namedRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return row!.xmin;
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
 * What changed at or past `xmin` (a previous snapshot's xmin, migration 0045), in one statement so the rows
 * and the new xmin come from one snapshot: the rows written since (discoverable or not) and the ids deleted.
 */
export async function changesSince(
  db: Database,
  xmin: string,
): Promise<{ xmin: string; rows: ChangedRow[]; removed: number[] }> {
  const [row] = await namedRows<{ xmin: string; rows: ChangedRow[]; removed: number[] }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
      (select coalesce(json_agg(${ROW}), '[]'::json) from expert_search s where s.change_xid >= ${xmin}::xid8) as rows,
      (select coalesce(json_agg(r.id), '[]'::json) from expert_search_removed r
        where r.change_xid >= ${xmin}::xid8) as removed`,
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
