import { sql, type SQL } from 'drizzle-orm';
import { EXPERT_CARD } from './expert-cards.repository.js';
import {
  FACTOR_WEIGHTS,
  NO_OVERLAP_WITHIN,
  PARTIAL_COVER_SCAN,
  PARTIAL_COVER_WITHIN,
  SHORT_HOURS_PENALTY,
  SHORT_HOURS_TOLERATED,
  TEXT_CANDIDATES,
  TEXT_HALF,
  VETTED_BOOST,
} from './matching.weights.js';
import {
  STRUCTURED_KEYS,
  TRACK,
  budgetTerm,
  factorScores,
  timezoneTerm,
  type ItemColumns,
} from './factor-scores.sql.js';
import { evidenceCount, MATCHABLE, partialOnlyCeiling, type PartialFits } from './floors.sql.js';
import type { Brief } from './ranking-types.js';

export { aboveDeepFloor, aboveFloor, deepMarketQuery, MATCHABLE, partialCover, partialFits } from './floors.sql.js';
export type { PartialFits } from './floors.sql.js';

/*
 * The ranking's SQL, built and not run (docs/matching.md): matching.repository.ts runs these
 * statements, and test/matching-explain.ts reads their plans.
 */

/** The lexemes of an OR query as PostgreSQL prints it: `'fundrais' | 'forecast'`. */
function queryLexemes(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    match[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'),
  );
}

/**
 * The weighted sum of the eight structured factors and the vetted boost. Evaluated for every retrieved
 * candidate, so in float8 throughout (a numeric literal would make each row's sum numeric arithmetic)
 * and with the time zone's distance worked out in one CASE.
 */
function structuredSum(brief: Brief, factors: ReturnType<typeof factorScores>): SQL {
  return sql.join(
    [
      ...STRUCTURED_KEYS.filter((key) => key !== 'timezone' && key !== 'budget' && key !== 'availability').map(
        (key) => sql`${sql.raw(String(FACTOR_WEIGHTS[key]))}::float8 * (${factors[key]})::float8`,
      ),
      // Hours short of SHORT_HOURS_TOLERATED of those asked cost SHORT_HOURS_PENALTY more, in proportion.
      sql`(${sql.raw(String(FACTOR_WEIGHTS.availability))}::float8 * (${factors.availability})::float8
        - ${sql.raw(String(SHORT_HOURS_PENALTY))}::float8 * greatest(0::float8,
          ${sql.raw(String(SHORT_HOURS_TOLERATED))}::float8 - (${factors.availability})::float8)
          / ${sql.raw(String(SHORT_HOURS_TOLERATED))}::float8)`,
      sql`(case when p.vetting = 'approved' then ${sql.raw(String(VETTED_BOOST))}::float8 else 0::float8 end)`,
      timezoneTerm(brief),
      budgetTerm(brief),
    ],
    sql` + `,
  );
}

/**
 * The structured sum of candidate row `p` for `brief` (the score less `text` and `track`), its catalogue
 * items read from `columns`: what Find experts computes once for each found row (docs/discovery.md) and
 * hands to `rankingQuery` as `precomputed`.
 */
export function structuredScore(brief: Brief, columns: ItemColumns): SQL {
  return sql`(${structuredSum(brief, factorScores(brief, columns))})::float8`;
}

/** The expert's (`p`) latest invitation to the project, with its seat's status: a row's `engagement`. */
const latestInvitation = (
  projectId: number,
): SQL => sql`(select json_build_object('invitationId', i.id, 'status', i.status,
    'memberStatus', (select m.status from squad_members m where m.invitation_id = i.id)) from invitations i
  where i.project_id = ${projectId} and i.profile_id = p.id
  order by i.created_at desc, i.id desc limit 1)`;

/**
 * One page of the brief's matchable experts above the floor among those `retrieved`, ordered by score:
 * the weighted total of the ten factors, computed in PostgreSQL (docs/matching.md has the plan), best
 * first; ties go to the lower profile id, so pages are stable. One row more than `limit` tells of a next
 * page. Each row of the page comes with the expert's card, the brief's lexemes the expert's own words
 * share and a phrase of theirs that uses them (the `text` reason), and its latest invitation to the
 * project, so the page is one statement. `eligible` is who may be ranked at all: the matchable experts, or
 * the listed ones for Find experts (docs/discovery.md), which ranks by the same score. `candidates` is the
 * table the candidates are scored from as `p`: the profiles, or Find experts' found rows of its compact
 * `expert_search` (migrations 0039, 0041); the page's rows are read from the profiles.
 * `partial`: the brief's partial cover (`partialFits`; null when it has none): `retrieved` is then the full
 * fits' floor and `partial.gaps` retrieves the partial fits apart; those are dropped without a working hour
 * in common and listed only near the best. `longShots`: anyone
 * without a working hour in common is listed only near the best (docs/matching.md).
 * `precomputed`: the candidates' structured sum as an expression over `p` when `candidates` carries it
 * already (Find experts' found rows, `structuredScore`); else it is computed here from the bit strings.
 * `precomputedTrack`: the candidates' `track` as an expression over `p` when `candidates` carries it (Find
 * experts' found rows, `SEARCH_ROW_TRACK`); else each of the best is read from its reviews (TRACK).
 * `prune`: skip `ts_rank` and the track for the candidates that cannot reach the page or be listed (the floor
 * `f` and `withinReach`, both exact); false only in the test that proves them exact (ranking-pruning.test.ts).
 */
export function rankingQuery(
  brief: Brief,
  retrieved: SQL,
  limit: number,
  offset: number,
  eligible: SQL = MATCHABLE,
  candidates: SQL = sql.raw('profiles'),
  partial: PartialFits | null = null,
  longShots = false,
  precomputed: SQL | null = null,
  precomputedTrack: SQL | null = null,
  prune = true,
): SQL {
  const factors = factorScores(brief);
  const structured = precomputed ?? structuredSum(brief, factors);
  const query = sql`${brief.query}::tsquery`;
  const textWeight = sql.raw(String(FACTOR_WEIGHTS.text));
  const trackWeight = sql.raw(String(FACTOR_WEIGHTS.track));
  const page = offset + limit;
  // Every retrieved candidate gets only its structured sum (the eight factors, one expression); the
  // factors one by one are computed again for the page's rows alone. ts_rank, the costly factor, and the
  // track record run once for each of the best `page + TEXT_CANDIDATES` by that sum, and of those only
  // for the ones that can still reach the first `page`: each adds less than its weight, so a candidate
  // that much (and one score point, as the order is by the rounded score) below the page's last
  // structured sum cannot (exact pruning, the floor `f`).
  const far = sql`(${factors.timezone})::float8 = 0`;
  const known = precomputedTrack ? sql`(${precomputedTrack})::float8 as known_track,` : sql``;
  const best = (where: SQL) => sql`select p.id as "profileId", (${structured})::float8 as structured, ${known} ${where}
      order by structured desc, p.id limit ${page + TEXT_CANDIDATES}`;
  // With partial cover (docs/matching.md, "Partial cover"), those in by one gap alone are retrieved apart and
  // bounded twice: not at all when the page's full fits already put the pruning floor above the most a
  // partial fit can score (partialOnlyCeiling: exact, what a deep market does), else from at most
  // PARTIAL_COVER_SCAN of them, the first the gap index finds.
  const top = partial
    ? sql`full_fit as (${best(sql`false as partial, ${longShots ? far : sql`false`} as far
        from ${candidates} p where ${eligible} and ${retrieved}`)}
      ), top as (
        select * from full_fit
        union all
        (${best(sql`true as partial, false as far from (select p.* from ${candidates} p
          where ${eligible} and ${partial.gaps} and ${partial.only} and not ${far}
            and coalesce((select b.structured from full_fit b where not b.far
              order by b.structured desc, b."profileId" offset ${page - 1} limit 1)
              - ${textWeight} - ${trackWeight} - 0.01 <= ${partialOnlyCeiling(brief)}::float8, true)
          limit ${PARTIAL_COVER_SCAN}) p`)})
      )`
    : sql`top as (${best(sql`false as partial, ${longShots ? far : sql`false`} as far
        from ${candidates} p where ${eligible} and ${retrieved}`)})`;
  // A partial fit or a long shot is listed only within PARTIAL_COVER_WITHIN or NO_OVERLAP_WITHIN points of the
  // list's best score, which is at least the best structured sum's (text and track add to it, the score is
  // capped at 100): one whose sum with both late weights stays that far (and two points more for the rounding)
  // below cannot be listed, so it is given no ts_rank and no track either (exact; docs/matching.md, "The query").
  const withinReach = sql`(not (top.partial or top.far) or greatest(0::float8,
      top.structured + ${textWeight} + ${trackWeight}) + 0.02 >= least(1::float8, (select max(b.structured) from top b))
      - (case when top.partial then ${PARTIAL_COVER_WITHIN}::int else ${NO_OVERLAP_WITHIN}::int end) / 100.0::float8)`;
  return sql`
    with ${top}, f as (
      select structured - ${textWeight} - ${trackWeight} - 0.01 as floor from top where not top.partial and not top.far
      order by structured desc, "profileId" offset ${page - 1} limit 1
    ), r as (
      select top.*, coalesce((select ts_rank(d.search_vector, ${query})
        from profile_search_documents d where d.profile_id = top."profileId"), 0)::float8 as rank,
        ${precomputedTrack ? sql.raw('top.known_track') : TRACK}::float8 as track
      from top left join f on true
      where ${prune ? sql`(f.floor is null or top.structured >= f.floor) and ${withinReach}` : sql`true`}
      offset 0
    ), scored as (
      select r."profileId", r.partial, r.far, t.text, r.track, t.total, greatest(0, least(100, floor(t.total * 100 + 0.5)))::int as score
      from r cross join lateral (select (r.rank / (r.rank + ${TEXT_HALF}::float8))::float8 as text,
        (r.structured + ${textWeight} * (r.rank / (r.rank + ${TEXT_HALF}::float8))
          + ${trackWeight} * r.track)::float8 as total) t
    ), ranked as (
      select s."profileId", s.text, s.track, s.total, s.score from scored s
      where (not s.partial or s.score >= (select max(b.score) from scored b) - ${PARTIAL_COVER_WITHIN}::int)
        and (not s.far or s.score >= (select max(b.score) from scored b) - ${NO_OVERLAP_WITHIN}::int)
      order by s.score desc, s."profileId" asc
      limit ${limit} offset ${offset}
    )
    select ranked."profileId", ranked.text, ranked.track, ranked.total, ranked.score,
      ${sql.join(
        STRUCTURED_KEYS.map((key) => sql`(${factors[key]})::float8 as ${sql.identifier(key)}`),
        sql`, `,
      )},
      ${evidenceCount(brief)}::int as evidence,
      o.lexemes,
      case when cardinality(o.lexemes) > 0 then ts_headline('english',
        coalesce(p.title_header, '') || ' — ' || coalesce(p.description, ''), ${query},
        'MaxFragments=1, MaxWords=8, MinWords=3, ShortWord=2, StartSel="", StopSel="", FragmentDelimiter=" … "')
      end as phrase,
      ${latestInvitation(brief.projectId)} as engagement,
      ${EXPERT_CARD} as card
    from ranked join profiles p on p.id = ranked."profileId" join users u on u.id = p.user_id
    cross join lateral (select coalesce(array(select t.lexeme from profile_search_documents d
      cross join unnest(d.search_vector) t
      where d.profile_id = p.id and t.lexeme = any(${sql.param(queryLexemes(brief.query))}::text[])
      order by t.lexeme), '{}') as lexemes) o
    order by ranked.score desc, ranked."profileId" asc`;
}
