import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_BITS, EVIDENCE_OFFSETS, EVIDENCE_PAIR_BASE } from '../../db/schema/index.js';
import { EXPERT_CARD } from './expert-cards.repository.js';
import {
  EVIDENCE_FLOOR,
  FACTOR_WEIGHTS,
  PARTIAL_COVER_MIN_GAPS,
  NO_OVERLAP_WITHIN,
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
  overlap,
  timezoneTerm,
  type ItemColumns,
} from './factor-scores.sql.js';
import type { Brief } from './ranking-types.js';

/*
 * The ranking's SQL, built and not run (docs/matching.md): matching.repository.ts runs these
 * statements, and test/matching-explain.ts reads their plans.
 */

/**
 * Who may be matched at all (docs/matching.md): an active, verified, open contractor whose account is not
 * closed, with hours to give. `p` is the profile; `user_matchable` is its user's half (contractor,
 * active, verified, not closed), copied onto the row by migration 0003's triggers in the transaction
 * that changes the user, so the ranking reads profile rows only; the same trigger folds in "not
 * rejected by vetting" (migration 0006). Hours to give: capacity minus `booked_hours_per_week`, the
 * ledger of active squad memberships that migration 0004's trigger keeps on the row (ADR 0012).
 */
export const MATCHABLE = sql.raw(
  'p.user_matchable and p.open_to_work and p.capacity_hours_per_week > p.booked_hours_per_week',
);

/** The lexemes of an OR query as PostgreSQL prints it: `'fundrais' | 'forecast'`. */
function queryLexemes(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    match[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'),
  );
}

/**
 * How many pieces of evidence profile `p` holds for the brief: gaps covered, plus job roles and skills
 * the brief asks for (docs/matching.md, "Floor").
 */
export function evidenceCount(brief: Brief): SQL {
  return sql`(${overlap('p.expertise_bits', brief.gapIds, CATALOGUE_BITS.expertise)} + ${overlap(
    'p.role_bits',
    brief.roleHits,
    CATALOGUE_BITS.roles,
  )} + ${overlap('p.skill_bits', brief.skillHits, CATALOGUE_BITS.skills)})`;
}

/** The brief's items as `profiles.evidence_ids` numbers them (EVIDENCE_OFFSETS). */
function evidenceItems(brief: Brief): number[] {
  return [
    ...brief.gapIds.map((id) => id + EVIDENCE_OFFSETS.expertise),
    ...brief.roleHits.map((id) => id + EVIDENCE_OFFSETS.roles),
    ...brief.skillHits.map((id) => id + EVIDENCE_OFFSETS.skills),
  ];
}

/**
 * Retrieval (docs/matching.md): the matchable experts above the floor, those holding at least two of the
 * brief's items (gaps, roles and skills it asks for), one of them an expertise gap when the brief names
 * gaps (the gaps are what the client said they need; roles and skills are read from its words, so they
 * back a gap up but cannot stand in for one); or a skill the brief's words ask for that is also typical of
 * one of its gaps (migration 0026), with another role or skill asked for or typical of a gap. One GIN
 * overlap of the profile's `evidence_pairs` with the brief's pairs on the partial index
 * `profiles_matchable_evidence_pairs_gin` (migration 0020): a pair's posting list holds exactly the experts
 * holding both of its items, so nothing else is read and no recount is needed. A brief with fewer than two
 * items has nobody above the floor.
 */
export function aboveFloor(brief: Brief): SQL {
  const pairs = floorPairs(brief);
  // … or, partial cover (issue 45), one of the brief's gaps when it names PARTIAL_COVER_MIN_GAPS or more
  // (`profiles_expertise_ids_gin`, migration 0003); `partialOnly` marks who is in by it alone.
  const partial = partialCover(brief)
    ? sql` or p.expertise_ids && ${sql.param([...brief.gapIds].sort((a, b) => a - b))}::int[]`
    : sql``;
  if (EVIDENCE_FLOOR !== 2) return sql`false`;
  if (pairs.length === 0) return partialCover(brief) ? sql`(false${partial})` : sql`false`;
  return sql`(p.evidence_pairs && ${sql.param(pairs)}::int[]${partial})`;
}

/** The brief's pairs of evidence items of the two-item floor (`aboveFloor`), as `evidence_pairs` numbers them. */
function floorPairs(brief: Brief): number[] {
  const items = evidenceItems(brief);
  const gaps = items.slice(0, brief.gapIds.length);
  const hits = items.slice(brief.gapIds.length);
  const pairs = new Set<number>();
  const pair = (first: number, second: number) => {
    if (first !== second) pairs.add(Math.min(first, second) * EVIDENCE_PAIR_BASE + Math.max(first, second));
  };
  // A gap and any other item (every two items when the brief names no gap) …
  for (const first of gaps.length > 0 ? gaps : items) for (const second of items) pair(first, second);
  // … or a skill the brief's words ask for that is typical of one of its gaps (migration 0026), with
  // another role or skill asked for or typical of a gap. A gap and its own typical skill, or typical
  // items alone, are not enough (what an over-claimer ticks).
  const typical = brief.typicalItems.filter((item) => item > EVIDENCE_OFFSETS.skills);
  const anchors = typical.filter((item) => hits.includes(item));
  for (const first of anchors) for (const second of [...hits, ...typical]) pair(first, second);
  return [...pairs].sort((a, b) => a - b);
}

/**
 * Whether profile `p` is above the brief's floor by partial cover alone (one of its gaps, no second piece
 * of evidence): such an expert is dropped when they share no working hour with the client, and listed only
 * within PARTIAL_COVER_WITHIN points of the list's best score (docs/matching.md, "Partial cover").
 */
export function partialOnly(brief: Brief): SQL | null {
  if (!partialCover(brief)) return null;
  const pairs = floorPairs(brief);
  return pairs.length === 0 ? sql`true` : sql`not (p.evidence_pairs && ${sql.param(pairs)}::int[])`;
}

/** Whether one covered gap alone is above the brief's floor (PARTIAL_COVER_MIN_GAPS, docs/matching.md). */
export const partialCover = (brief: Pick<Brief, 'gapIds'>): boolean => brief.gapIds.length >= PARTIAL_COVER_MIN_GAPS;

/**
 * The deep market's floor (docs/matching.md, "A deep market"): the matchable experts holding three of
 * the brief's items, one of them a gap, by one GIN overlap of the triples of their evidence
 * (`evidence_triples_of`, the expression index `profiles_matchable_evidence_triples_gin`, migration
 * 0025) with the brief's triples that hold a gap. Null when the brief names no gap or has fewer than three
 * items: the profile's triples all hold an expertise area, so such a brief has no deep market.
 */
export function aboveDeepFloor(brief: Brief): SQL | null {
  if (brief.gapIds.length === 0) return null;
  // Gaps are the brief's only expertise items, so a sorted triple holds a gap exactly when its first item is one.
  const items = [...new Set(evidenceItems(brief))].sort((a, b) => a - b);
  const gaps = new Set(brief.gapIds.map((id) => id + EVIDENCE_OFFSETS.expertise));
  const base = BigInt(EVIDENCE_PAIR_BASE);
  const triples: string[] = [];
  items.forEach((first, i) => {
    if (!gaps.has(first)) return;
    for (let j = i + 1; j < items.length; j += 1)
      for (let k = j + 1; k < items.length; k += 1)
        triples.push(String((BigInt(first) * base + BigInt(items[j]!)) * base + BigInt(items[k]!)));
  });
  if (triples.length === 0) return null;
  return sql`evidence_triples_of(p.evidence_ids) && ${sql.param(triples)}::int8[]`;
}

/**
 * Whether the market is deep: at least `threshold` matchable experts above the deep floor. All of them are
 * counted (a few hundred at most at a million experts): with a LIMIT the planner, misled by the deep
 * floor's row estimate, would scan the table instead of the index, hoping to stop early.
 */
export function deepMarketQuery(deepFloor: SQL, threshold: number): SQL {
  return sql`select count(*) >= ${threshold}::int as deep from profiles p where ${MATCHABLE} and ${deepFloor}`;
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
 * `partial`: who is in by partial cover alone (`partialOnly`; null when the brief has no partial cover):
 * they are dropped without a working hour in common and listed only near the best. `longShots`: anyone
 * without a working hour in common is listed only near the best (docs/matching.md).
 * `precomputed`: the candidates' structured sum as an expression over `p` when `candidates` carries it
 * already (Find experts' found rows, `structuredScore`); else it is computed here from the bit strings.
 */
export function rankingQuery(
  brief: Brief,
  retrieved: SQL,
  limit: number,
  offset: number,
  eligible: SQL = MATCHABLE,
  candidates: SQL = sql.raw('profiles'),
  partial: SQL | null = null,
  longShots = false,
  precomputed: SQL | null = null,
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
  return sql`
    with top as (
      select p.id as "profileId", (${structured})::float8 as structured, (${partial ?? sql`false`}) as partial,
        ${longShots ? sql`(${factors.timezone})::float8 = 0` : sql`false`} as far
      from ${candidates} p
      where ${eligible} and ${retrieved}
        ${partial ? sql`and not ((${partial}) and (${factors.timezone})::float8 = 0)` : sql``}
      order by structured desc, p.id
      limit ${page + TEXT_CANDIDATES}
    ), f as (
      select structured - ${textWeight} - ${trackWeight} - 0.01 as floor from top where not top.partial and not top.far
      order by structured desc, "profileId" offset ${page - 1} limit 1
    ), r as (
      select top.*, coalesce((select ts_rank(d.search_vector, ${query})
        from profile_search_documents d where d.profile_id = top."profileId"), 0)::float8 as rank,
        ${TRACK}::float8 as track
      from top left join f on true
      where f.floor is null or top.structured >= f.floor
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
