import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { aboveFloor, rankingQuery, type Brief, type RankedRow } from './ranking.sql.js';

/** Some experts to rank for one brief. */
export interface BriefExperts {
  brief: Brief;
  profileIds: number[];
}

/**
 * The ranked rows of several briefs' experts in one statement (the invitation lists: one open invitation
 * each, docs/matching.md "One score whichever side looks"): per brief, its ranking restricted to the
 * experts asked for, all of them on the page, so each row is the very row `rankOne` reads for that expert
 * (the ranking scores each candidate alone; the page cut keeps every one), and the briefs' rankings
 * joined by `union all`. An expert not matchable or under the floor has no row.
 */
export async function rankEach(
  db: Database,
  wanted: BriefExperts[],
): Promise<Array<RankedRow & { projectId: number }>> {
  const parts = wanted
    .filter(({ profileIds }) => profileIds.length > 0)
    .map(
      ({ brief, profileIds }) =>
        sql`select ${brief.projectId}::int as "projectId", ranked.* from (${rankingQuery(
          brief,
          sql`${aboveFloor(brief)} and p.id = any(${sql.param(profileIds)}::int[])`,
          profileIds.length,
          0,
        )}) ranked`,
    );
  if (parts.length === 0) return [];
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as {
    rows: Array<RankedRow & { projectId: number }>;
  };
  return rows;
}
