import { sql, type SQL } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { EVIDENCE_OFFSETS } from '../../db/schema/index.js';
import { fxMicros } from '../fx-rates/index.js';
import { namedCards, type CardOfIds } from './expert-cards.repository.js';
import { DEEP_MARKET, DOMAIN_EXPERTISE_CODES, EVIDENCE_FLOOR } from './matching.weights.js';
import { aboveDeepFloor, aboveFloor, deepMarketQuery, MATCHABLE, partialFits, rankingQuery } from './ranking.sql.js';
import type { Brief, RankedRow, TypicalItem } from './ranking-types.js';

type Rows<T> = { rows: T[] };
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  return ((await db.execute(query)) as Rows<T>).rows;
}

/** A ranked row as the ranking reads it, before `namedCards` names the card's catalogue items. */
type RowOfIds = Omit<RankedRow, 'card'> & { card: CardOfIds };

/**
 * A catalogue item `c` the project `pr` asks for, as the reasons name it: the brief's lexemes in its name,
 * and the synonym phrases of the brief whose catalogue wording shares a lexeme with it (docs/matching.md,
 * "Other words").
 */
const HIT = sql.raw(`json_build_object('id', c.id,
  'lexemes', array(select l from unnest(c.name_lexemes) l where l = any(pr.brief_lexemes) order by l),
  'phrases', array(select s.phrase from match_synonyms s
    where s.phrase = any(pr.brief_synonyms) and s.means_lexemes && c.name_lexemes order by s.phrase))`);

export async function findBrief(db: Database, projectId: number): Promise<Brief | undefined> {
  const [row] = await namedRows<
    Omit<Brief, 'gapIds' | 'domainGapIds' | 'typical' | 'typicalItems' | 'fxMicros'> & {
      allGapIds: number[];
      domainIds: number[];
      typicalAll: TypicalItem[];
    }
  >(
    db,
    sql`
    -- A budget range's top is the ceiling the budget factor judges the cost against (docs/matching.md, budget).
    select pr.id as "projectId", op.user_id as "ownerUserId", pr.name, pr.overview, pr.gap_ids as "allGapIds",
      array(select e.id from expertises e where e.id = any(pr.gap_ids)
        and e.expertise_code = any(${sql.param(DOMAIN_EXPERTISE_CODES)}::text[]) order by e.id) as "domainIds",
      g.names as "gapNames",
      (select coalesce(json_agg(json_build_object('id', e.id, 'expertise', e.expertise)
          order by array_position(pr.gap_ids, e.id)), '[]')
        from expertises e where e.id = any(pr.gap_ids)) as gaps,
      pr.brief_query::text as query, pr.hours_per_week as "hoursPerWeek", pr.currency, coalesce(pr.budget_max, pr.budget)::float8 as budget,
      case when pr.budget_max is not null then pr.budget::float8 end as "budgetFrom",
      pr.timeline, pr.project_stage as "projectStage", u.timezone as "clientTimezone",
      coalesce(string_to_array(bd.industry, ','), '{}') as "clientIndustries",
      pr.role_hits as "roleHits", pr.skill_hits as "skillHits",
      (select coalesce(json_agg(${HIT} order by c.id), '[]')
        from job_roles c where c.id = any(pr.role_hits)) as "roleMatches",
      (select coalesce(json_agg(${HIT} order by c.id), '[]')
        from skills c where c.id = any(pr.skill_hits)) as "skillMatches",
      (select coalesce(json_agg(json_build_object('item', x.item, 'gapId', x.gap_id, 'gap', x.gap)
          order by x.item, x.gap_id), '[]')
        from (select e.id as gap_id, e.expertise as gap, r.id + ${EVIDENCE_OFFSETS.roles}::int as item
            from expertises e join expertise_typical_items t on t.expertise_code = e.expertise_code and t.kind = 'role'
            join job_roles r on r.role_code = t.item_code where e.id = any(pr.gap_ids)
          union all
          select e.id, e.expertise, s.id + ${EVIDENCE_OFFSETS.skills}::int
            from expertises e join expertise_typical_items t on t.expertise_code = e.expertise_code and t.kind = 'skill'
            join skills s on s.code = t.item_code where e.id = any(pr.gap_ids)) x) as "typicalAll",
      (select coalesce(json_agg(json_build_object('word', w.word, 'lexeme', t.lexeme) order by w.n, t.lexeme), '[]')
        from regexp_split_to_table(lower(pr.name || ' ' || pr.overview || ' ' || g.names), '[^[:alnum:]]+')
          with ordinality as w(word, n)
        cross join lateral unnest(to_tsvector('english', w.word)) t
        where w.word <> '' and t.lexeme = any(pr.brief_lexemes)) as words
    from projects pr
    join profiles op on op.id = pr.profile_id
    join users u on u.id = op.user_id
    left join business_details bd on bd.user_id = u.id
    cross join lateral (select coalesce(string_agg(e.expertise, ' '), '') as names
      from expertises e where e.id = any(pr.gap_ids)) g
    where pr.id = ${projectId}`,
  );
  if (!row) return undefined;
  const { allGapIds, domainIds, typicalAll, ...brief } = row;
  // Domain gaps count in `industry` only, unless every gap is a domain (then they are the gaps).
  const functional = allGapIds.filter((id) => !domainIds.includes(id));
  const gapIds = functional.length === 0 ? allGapIds : functional;
  // The gaps' typical roles and skills (migration 0026): those of the gaps the floor is anchored on.
  const typical = typicalAll.filter((item) => gapIds.includes(item.gapId));
  return {
    ...brief,
    gapIds,
    domainGapIds: functional.length === 0 ? [] : domainIds,
    typical,
    typicalItems: [...new Set(typical.map((item) => item.item))],
    fxMicros: await fxMicros(db),
  };
}

/**
 * The ranked page: the experts above the floor (two pieces of evidence, retrieved by the pair index; three
 * in a deep market, `threshold` or more experts holding three, by the triples' index), ordered by score,
 * ties by profile id (docs/matching.md).
 */
export async function rankCandidates(
  db: Database,
  brief: Brief,
  limit: number,
  offset: number,
  {
    threshold = DEEP_MARKET,
    depths,
    prune = true,
  }: {
    threshold?: number;
    depths?: MarketDepths;
    /** False only where a test proves the ranking's pruning exact (`rankingQuery`'s `prune`). */
    prune?: boolean;
  } = {},
): Promise<RankedRow[]> {
  const deepFloor = aboveDeepFloor(brief);
  const deep = deepFloor !== null && (await isDeepMarket(db, brief, deepFloor, threshold, depths));
  const partial = deep ? null : partialFits(brief);
  // With partial cover, the two-item floor alone: the partial fits are retrieved apart (PartialFits).
  const retrieved = deep ? deepFloor : (partial?.fullFits ?? aboveFloor(brief));
  return namedCards(
    db,
    await namedRows<RowOfIds>(
      db,
      rankingQuery(brief, retrieved, limit, offset, MATCHABLE, sql.raw('profiles'), partial, true, null, null, prune),
    ),
  );
}

/** Whether at least `threshold` experts are above the brief's deep floor, from `depths` when it remembers. */
async function isDeepMarket(
  db: Database,
  brief: Brief,
  deepFloor: SQL,
  threshold: number,
  depths: MarketDepths | undefined,
): Promise<boolean> {
  // The brief's items are in the key, so an edit of the brief is never answered with the old depth.
  const key = JSON.stringify([brief.projectId, threshold, brief.gapIds, brief.roleHits, brief.skillHits]);
  const known = depths?.get(key);
  if (known !== undefined) return known;
  const deep = (await namedRows<{ deep: boolean }>(db, deepMarketQuery(deepFloor, threshold)))[0]!.deep;
  depths?.set(key, deep);
  return deep;
}

/**
 * Whether a brief's market is deep, remembered per instance for `MARKET_DEPTH_TTL_MS` (docs/matching.md,
 * "A deep market"): depth moves only when about a hundred experts come or go, and counting it costs each
 * request about 1.4 ms where markets are shallow.
 */
export type MarketDepths = LRUCache<string, boolean>;
export const MARKET_DEPTH_TTL_MS = 60_000;

/** Some experts to rank for one brief. */
export interface BriefExperts {
  brief: Brief;
  profileIds: number[];
}

/**
 * The ranked rows of several briefs' experts in one statement (the invitation lists: one open invitation
 * each, docs/matching.md "One score whichever side looks"): per brief, its ranking restricted to the
 * experts asked for, all of them on the page, so each row is the row that expert has on the brief's list
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
  return namedCards(db, await rows<RowOfIds & { projectId: number }>(db, sql.join(parts, sql` union all `)));
}

/**
 * Ranked rows of (brief, expert) pairs in one statement, without the floor (open briefs and interest,
 * docs/discovery.md#open-briefs-and-interest): each brief's ranking restricted to one expert. Above the
 * floor a row is the very row the brief's match list shows the expert with (the ranking scores each
 * candidate alone); below it, the same sum. `matchableOnly`: only a matchable expert has a row (an
 * invitation's snapshot); else any (an expert reading scores while not open to work).
 */
export async function rankPairs(
  db: Database,
  pairs: Array<{ brief: Brief; profileId: number }>,
  { matchableOnly }: { matchableOnly: boolean },
): Promise<Array<RankedRow & { projectId: number }>> {
  if (pairs.length === 0) return [];
  const eligible = matchableOnly ? MATCHABLE : sql`true`;
  const parts = pairs.map(
    ({ brief, profileId }) =>
      sql`select ${brief.projectId}::int as "projectId", ranked.* from (${rankingQuery(
        brief,
        sql`p.id = ${profileId}::int`,
        1,
        0,
        eligible,
      )}) ranked`,
  );
  return namedCards(db, await rows<RowOfIds & { projectId: number }>(db, sql.join(parts, sql` union all `)));
}

/** One expert's ranked row for the brief; undefined when not matchable or under the floor (the invite check). */
export async function rankOne(db: Database, brief: Brief, profileId: number): Promise<RankedRow | undefined> {
  const [row] = await rankEach(db, [{ brief, profileIds: [profileId] }]);
  return row;
}

/**
 * Pieces of evidence profile `p` holds for project `pr` (the floor's count, read from the project's
 * stored arrays): its `evidence_ids` that are the project's gaps, role hits or skill hits. The floor
 * also asks for one of them to be a gap when the project has gaps (`aboveFloor`); the other way above it
 * is `typicalAnchorOfProject`.
 */
export const evidenceOfProject = sql.raw(`(select count(*) from unnest(p.evidence_ids) e
  where (e <= ${EVIDENCE_OFFSETS.roles} and e - ${EVIDENCE_OFFSETS.expertise} = any(pr.gap_ids))
    or (e > ${EVIDENCE_OFFSETS.roles} and e <= ${EVIDENCE_OFFSETS.skills} and e - ${EVIDENCE_OFFSETS.roles} = any(pr.role_hits))
    or (e > ${EVIDENCE_OFFSETS.skills} and e - ${EVIDENCE_OFFSETS.skills} = any(pr.skill_hits)))`);

/**
 * Whether profile `p` holds a skill project `pr`'s words ask for that is typical of one of its gaps
 * (`gap_typical_items`, migration 0026), and another role or skill asked for or typical of a gap: the
 * floor's second way in (`aboveFloor`).
 */
const typicalAnchorOfProject = sql.raw(`exists (select 1 from unnest(p.evidence_ids) t, unnest(p.evidence_ids) h
  where t > ${EVIDENCE_OFFSETS.skills} and t - ${EVIDENCE_OFFSETS.skills} = any(pr.skill_hits)
    and t = any(gap_typical_items(pr.gap_ids)) and h <> t
    and ((h > ${EVIDENCE_OFFSETS.roles} and h <= ${EVIDENCE_OFFSETS.skills} and h - ${EVIDENCE_OFFSETS.roles} = any(pr.role_hits))
      or (h > ${EVIDENCE_OFFSETS.skills} and (h - ${EVIDENCE_OFFSETS.skills} = any(pr.skill_hits)
        or h = any(gap_typical_items(pr.gap_ids))))))`);

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
      where op.user_id = ${ownerUserId} and (${evidenceOfProject} >= ${EVIDENCE_FLOOR}::int
        and (cardinality(pr.gap_ids) = 0 or p.expertise_ids && pr.gap_ids) or ${typicalAnchorOfProject}))
    union all
    select 1 from invitations i join projects pr on pr.id = i.project_id join profiles op on op.id = pr.profile_id
    where i.profile_id = ${profileId} and i.status in ('invited', 'accepted') and op.user_id = ${ownerUserId}
    limit 1`,
  );
  return found.length > 0;
}

/**
 * The brief's gaps no matchable expert covers (docs/matching.md, "Gaps nobody covers"), of `gapIds`: the gaps
 * nobody on the page covers (a covered one costs nothing). One `exists` per gap through `profiles_expertise_ids_gin`.
 */
export async function uncoveredGaps(
  db: Database,
  brief: Brief,
  gapIds: number[],
): Promise<Array<{ id: number; expertise: string }>> {
  if (gapIds.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`select g.id from unnest(${sql.param(gapIds)}::int[]) g(id)
      where not exists (select 1 from profiles p where p.expertise_ids @> array[g.id] and ${MATCHABLE})`,
  );
  const ids = new Set(found.map((row) => row.id));
  return brief.gaps.filter((gap) => ids.has(gap.id));
}
