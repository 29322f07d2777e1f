import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  CANDIDATE,
  everyCandidate,
  MATCHABLE,
  rankingQuery,
  retrievalTiers,
  type Brief,
  type RankedRow,
} from './ranking.sql.js';

type Rows<T> = { rows: T[] };
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  return ((await db.execute(query)) as Rows<T>).rows;
}

export async function findBrief(db: Database, projectId: number): Promise<Brief | undefined> {
  const [row] = await rows<Brief>(
    db,
    sql`
    select pr.id as "projectId", op.user_id as "ownerUserId", pr.name, pr.overview, pr.gap_ids as "gapIds",
      g.names as "gapNames",
      pr.brief_query::text as query, pr.hours_per_week as "hoursPerWeek", pr.budget::float8 as budget,
      pr.timeline, pr.project_stage as "projectStage", u.timezone as "clientTimezone",
      coalesce(string_to_array(bd.industry, ','), '{}') as "clientIndustries",
      pr.role_hits as "roleHits", pr.skill_hits as "skillHits",
      (select coalesce(json_agg(json_build_object('word', w.word, 'lexeme', t.lexeme) order by w.n, t.lexeme), '[]')
        from regexp_split_to_table(lower(pr.name || ' ' || pr.overview || ' ' || g.names), '[^[:alnum:]]+')
          with ordinality as w(word, n)
        cross join lateral unnest(to_tsvector('english', w.word)) t where w.word <> '') as words
    from projects pr
    join profiles op on op.id = pr.profile_id
    join users u on u.id = op.user_id
    left join business_details bd on bd.user_id = u.id
    cross join lateral (select coalesce(string_agg(e.expertise, ' '), '') as names
      from expertises e where e.id = any(pr.gap_ids)) g
    where pr.id = ${projectId}`,
  );
  return row;
}

/**
 * The ranked page, retrieved in tiers that give the same answer as one. Candidates who cover more of the
 * brief's gaps come first, so a page that a narrower tier fills (with the row that tells of a next page)
 * is exactly the page of the whole order and is final: a two-gap brief's page usually needs the few
 * experts who cover both gaps, not the thousands who cover one. Only a page that reaches past a tier
 * (deep pages, niche gaps, a brief without gaps) is ranked again over the next.
 */
export async function rankCandidates(db: Database, brief: Brief, limit: number, offset: number): Promise<RankedRow[]> {
  const tiers = retrievalTiers(brief);
  for (const tier of tiers.slice(0, -1)) {
    const page = await rows<RankedRow>(db, rankingQuery(brief, tier, limit, offset));
    if (page.length === limit) return page;
  }
  return rows<RankedRow>(db, rankingQuery(brief, tiers.at(-1)!, limit, offset));
}

/** One expert's ranked row for the brief; undefined when not matchable or not a candidate (the invite check). */
export async function rankOne(db: Database, brief: Brief, profileId: number): Promise<RankedRow | undefined> {
  const [row] = await rows<RankedRow>(
    db,
    rankingQuery(brief, sql`${everyCandidate(brief)} and p.id = ${profileId}`, 1, 0),
  );
  return row;
}

/**
 * Whether the expert is matchable and would appear in the matches of one of this user's projects, or
 * is engaged on one (invited or accepted): the card's rule, docs/matching.md.
 */
export async function isMatchedToProjectOf(db: Database, profileId: number, ownerUserId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`
    select 1 from profiles p
    where p.id = ${profileId} and ${MATCHABLE} and exists (
      select 1 from projects pr join profiles op on op.id = pr.profile_id
      where op.user_id = ${ownerUserId} and ${CANDIDATE(sql.raw('pr.gap_ids'), sql.raw('pr.role_hits'), sql.raw('pr.skill_hits'))})
    union all
    select 1 from invitations i join projects pr on pr.id = i.project_id join profiles op on op.id = pr.profile_id
    where i.profile_id = ${profileId} and i.status in ('invited', 'accepted') and op.user_id = ${ownerUserId}
    limit 1`,
  );
  return found.length > 0;
}
