import { Currencies, type Currency, type ExpertCard, type InvitationStatus } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_BITS, EVIDENCE_OFFSETS, EVIDENCE_PAIR_BASE } from '../../db/schema/index.js';
import { REVIEW_VISIBLE } from '../reviews/track-record.sql.js';
import { EXPERT_CARD } from './expert-cards.repository.js';
import {
  EVIDENCE_FLOOR,
  FACTOR_WEIGHTS,
  LARGE_BUDGET,
  NEUTRAL,
  ROLES_FOR_FULL,
  SKILLS_FOR_FULL,
  STAGE_SENIORITY,
  TEXT_CANDIDATES,
  TEXT_HALF,
  TRACK_PRIOR_REVIEWS,
  TIMELINE_MONTHS,
  VETTED_BOOST,
  NO_OVERLAP_PENALTY,
  OVER_BUDGET_PENALTY,
  BUDGET_TOLERANCE,
  BUDGET_WELL_OVER,
  WEEKS_PER_MONTH,
  WORKDAY_MINUTES,
  OVERLAP_FOR_FULL,
} from './matching.weights.js';

/*
 * The ranking's SQL, built and not run (docs/matching.md): matching.repository.ts runs these
 * statements, and test/matching-explain.ts reads their plans.
 */

/**
 * A catalogue role or skill the brief asks for, with the brief's lexemes its name matched and the brief's
 * synonym phrases whose catalogue wording it matched (`match_synonyms`, migration 0021).
 */
export interface CatalogueHit {
  id: number;
  lexemes: string[];
  phrases: string[];
}

/**
 * A role or skill typical of one of the brief's gaps (`expertise_typical_items`, migration 0026), numbered
 * as `profiles.evidence_ids` numbers it (EVIDENCE_OFFSETS), with the gap it is typical of.
 */
export interface TypicalItem {
  item: number;
  gapId: number;
  gap: string;
}

/** Everything the ranking needs to know about a project and its client, read in one query. */
export interface Brief {
  projectId: number;
  ownerUserId: number;
  name: string;
  overview: string;
  /** The brief's functional expertise gaps: its gaps that are not domains (all of them when every gap is one). */
  gapIds: number[];
  /** Its gaps that name a domain (DOMAIN_EXPERTISE_CODES), counted in `industry`: covering one is having served it. */
  domainGapIds: number[];
  /** The gaps' names, which the brief's text includes. */
  gapNames: string;
  /** The brief's meaningful lexemes as an OR query (`'fundrais' | 'forecast'`), kept by a trigger (migration 0010). */
  query: string;
  /**
   * Catalogue job roles and skills the brief asks for (kept by the same trigger: all of a name's
   * meaningful words or two of them), each with the lexemes that matched.
   */
  roleHits: number[];
  skillHits: number[];
  roleMatches: CatalogueHit[];
  skillMatches: CatalogueHit[];
  /** The roles and skills typical of the brief's (functional) gaps, one entry per item and gap. */
  typical: TypicalItem[];
  /** The same items once each, as evidence numbers: they back a gap up and can anchor the floor. */
  typicalItems: number[];
  clientTimezone: string | null;
  clientIndustries: string[];
  hoursPerWeek: number;
  /** The project's currency: its budget's, and the one an expert's rate is converted into (docs/money.md). */
  currency: Currency;
  /**
   * Millionths of each currency one USD buys (USD 1,000,000), from the fx rates kept in memory
   * (docs/money.md#exchange-rates); a currency without a rate is absent. Read fresh for every request, never
   * kept with a cached brief.
   */
  fxMicros: Partial<Record<Currency, number>>;
  /** The ceiling the cost is judged against: the top of a budget range, else the amount (docs/matching.md). */
  budget: number | null;
  /** The bottom of a budget range, for the reason's words only; absent or null for a single amount. */
  budgetFrom?: number | null;
  timeline: keyof typeof TIMELINE_MONTHS;
  projectStage: keyof typeof STAGE_SENIORITY;
  /**
   * The brief's meaningful words with their lexemes (`fundraising` → `fundrais`), in the order written,
   * so a reason names shared words as the client wrote them. Stop-listed words, numbers and single
   * letters have no entry.
   */
  words: Array<{ word: string; lexeme: string }>;
}

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
const AVAILABLE_HOURS = sql.raw('greatest(0, p.capacity_hours_per_week - p.booked_hours_per_week)');

/** Signed minutes east of UTC of a `+12:00 Pacific/Auckland` value (as `users.timezone_offset`); null when absent. */
export function utcOffsetMinutes(timezone: string | null): number | null {
  const match = timezone?.match(/^([+-])(\d{2}):(\d{2}) /);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * A list of catalogue ids as the bit string the profile keeps for it (bit n set: id n + 1 listed;
 * migration 0008), so `bit_count(column & mask)` counts how many of the profile's items are in `ids`.
 */
function bitMask(ids: number[], width: number): SQL {
  const bits = new Array<string>(width).fill('0');
  for (const id of ids) bits[id - 1] = '1';
  return sql`${bits.join('')}::bit(${sql.raw(String(width))})`;
}

const overlap = (column: string, ids: number[], width: number): SQL =>
  sql`bit_count(${sql.raw(column)} & ${bitMask(ids, width)})`;

/**
 * The factors computed for every candidate; the two late ones, `text` (ts_rank, the costly one) and
 * `track` (a look-up of the expert's reviews), only for those that can still make the page.
 */
type LateKey = 'text' | 'track';
type StructuredKey = Exclude<keyof typeof FACTOR_WEIGHTS, LateKey>;
const STRUCTURED_KEYS = (Object.keys(FACTOR_WEIGHTS) as Array<keyof typeof FACTOR_WEIGHTS>).filter(
  (key): key is StructuredKey => key !== 'text' && key !== 'track',
);

/**
 * `track` of the candidate `top."profileId"` (docs/matching.md): the mean of its published, visible reviews
 * about the expert, as 0–1, shrunk towards NEUTRAL by TRACK_PRIOR_REVIEWS imaginary neutral reviews; exactly
 * NEUTRAL without reviews. Read at ranking time (a review is published by the clock, 14 days after the
 * first side wrote, with no write to hook), through the partial index `reviews_subject_idx`.
 */
const TRACK = sql.raw(`(select (coalesce(sum(r.rating - 1), 0)::float8 / 4 + ${TRACK_PRIOR_REVIEWS * NEUTRAL})
    / (count(*) + ${TRACK_PRIOR_REVIEWS})
  from reviews r where r.subject_profile_id = top."profileId" and r.about = 'expert' and ${REVIEW_VISIBLE})`);

/** The eight structured factor scores (0–1) of a candidate row, as SQL expressions over the profile `p` and the brief's values. */
function factorScores(brief: Brief) {
  const industries = sql`${sql.param(brief.clientIndustries)}::text[]`;
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  // LARGE_BUDGET is in USD: the budget converted (no rate for the project's currency: not large).
  const usd = rateFactor(brief, 'USD');
  const budgetUsd = brief.budget === null || usd === null ? 0 : brief.budget / usd;
  const target = Math.min(1, STAGE_SENIORITY[brief.projectStage] + (budgetUsd >= LARGE_BUDGET ? 0.1 : 0));
  return {
    expertise:
      brief.gapIds.length === 0
        ? sql`0.0`
        : sql`(${overlap('p.expertise_bits', brief.gapIds, CATALOGUE_BITS.expertise)}::float8 / ${brief.gapIds.length}::int)`,
    roles: sql`least(1.0, ${overlap('p.role_bits', brief.roleHits, CATALOGUE_BITS.roles)}::float8 / ${Math.max(1, Math.min(ROLES_FOR_FULL, brief.roleHits.length))}::int)`,
    skills: sql`least(1.0, ${overlap('p.skill_bits', brief.skillHits, CATALOGUE_BITS.skills)}::float8 / ${Math.max(1, Math.min(SKILLS_FOR_FULL, brief.skillHits.length))}::int)`,
    // The profile's seniority, 0–1, is kept on the row by migration 0008's trigger (the weights' three tables).
    seniority: sql`least(1.0, p.seniority / ${target}::float8)`,
    // A domain gap the expert covers is a domain served: counted here, once, and not as an expertise gap.
    industry: (() => {
      const domain =
        brief.domainGapIds.length === 0
          ? sql`false`
          : sql`${overlap('p.expertise_bits', brief.domainGapIds, CATALOGUE_BITS.expertise)} > 0`;
      return brief.clientIndustries.length === 0
        ? sql`(case when ${domain} then 1.0::float8 else ${NEUTRAL}::float8 end)`
        : sql`(case when p.industries && ${industries} or ${domain} then 1.0::float8 else 0.0::float8 end)`;
    })(),
    // Working minutes in common, full from OVERLAP_FOR_FULL (half a day). An explicit null case: greatest() and least() skip nulls, so an unknown zone scored 0, not neutral.
    timezone: sql`(case when ${minutesApart(clientOffset)} is null then ${NEUTRAL}::float8
      else least(1.0, greatest(0, ${WORKDAY_MINUTES}::int - ${minutesApart(clientOffset)})::float8 / ${OVERLAP_FOR_FULL}::int) end)`,
    availability: sql`least(1.0, ${AVAILABLE_HOURS}::float8 / ${brief.hoursPerWeek}::int)`,
    budget: budgetScore(brief),
  } satisfies Record<StructuredKey, SQL>;
}

/**
 * What one unit of `from` is worth in the brief's currency through USD (docs/money.md#exchange-rates): 1
 * for the same currency, null when either has no rate.
 */
export function rateFactor(brief: Pick<Brief, 'currency' | 'fxMicros'>, from: Currency): number | null {
  if (from === brief.currency) return 1;
  const to = brief.fxMicros[brief.currency];
  const base = brief.fxMicros[from];
  return to === undefined || base === undefined ? null : to / base;
}

/**
 * The expert's lower rate in the brief's currency (docs/matching.md, `budget`): the rate × the factor of its
 * currency, from a CASE of at most ten literals built once per query (no join, nothing read per
 * candidate); null without a rate or when the currency has no exchange rate (the factor is then neutral).
 */
function rateInBriefCurrency(brief: Brief): SQL {
  const arms = Currencies.values.flatMap((currency) => {
    const factor = rateFactor(brief, currency);
    return factor === null ? [] : [`when '${currency}' then ${factor}::float8`];
  });
  const factor = arms.length === 0 ? 'null::float8' : `(case p.rate_currency ${arms.join(' ')} end)`;
  return sql.raw(`(coalesce(p.hourly_rate_min, p.hourly_rate_max) * ${factor})`);
}

/**
 * `budget` (docs/matching.md): the expert's lower rate × the hours a week they can give of those asked
 * (an expert with 10 of the 15 hours free bills 10; the shortfall is the availability factor's) × the
 * timeline's shortest reading in weeks, against the budget: full up to BUDGET_TOLERANCE over it, falling
 * linearly to 0 at BUDGET_WELL_OVER over it; NEUTRAL when the brief has no budget or the expert no rate.
 */
function budgetScore(brief: Brief): SQL {
  if (brief.budget === null) return sql`${NEUTRAL}::float8`;
  const RATE = rateInBriefCurrency(brief);
  const weeks = TIMELINE_MONTHS[brief.timeline] * WEEKS_PER_MONTH;
  const cost = sql`(${RATE} * least(${brief.hoursPerWeek}::int, ${AVAILABLE_HOURS}) * ${weeks}::float8)`;
  const full = brief.budget * (1 + BUDGET_TOLERANCE);
  const zero = brief.budget * (1 + BUDGET_WELL_OVER);
  const falling = zero > full ? sql`(${zero}::float8 - ${cost}) / ${zero - full}::float8` : sql`0.0::float8`;
  return sql`(case when ${RATE} is null then ${NEUTRAL}::float8 when ${cost} <= ${full}::float8 then 1.0::float8
    when ${cost} >= ${zero}::float8 then 0.0::float8 else ${falling} end)`;
}

/**
 * The budget's share of the structured sum: its weight × the factor, less OVER_BUDGET_PENALTY × what the
 * factor lost (known budget and rate), so from BUDGET_WELL_OVER over the budget on an expert has the
 * factor's weight and ten more points below one within it. Neutral cases: weight × NEUTRAL, no deduction.
 */
function budgetTerm(brief: Brief): SQL {
  const weight = sql.raw(String(FACTOR_WEIGHTS.budget));
  const penalty = sql.raw(String(OVER_BUDGET_PENALTY));
  const neutral = sql`${weight}::float8 * ${NEUTRAL}::float8`;
  if (brief.budget === null) return neutral;
  const RATE = rateInBriefCurrency(brief);
  return sql`(case when ${RATE} is null then ${neutral}
    else (${weight}::float8 + ${penalty}::float8) * ${budgetScore(brief)} - ${penalty}::float8 end)`;
}

/** Minutes between the expert's zone and the client's on the 24-hour circle (0–720); null when either is unknown. */
function minutesApart(clientOffset: number | null): SQL {
  const distance = sql`(abs(p.timezone_offset - ${clientOffset}::int) % 1440)`;
  return sql`least(${distance}, 1440 - ${distance})`;
}

/**
 * The time zone's share of the structured sum: its weight × the factor, or minus NO_OVERLAP_PENALTY when
 * no working hour is shared (a fit the client cannot talk to in their day; known zones only). The same
 * values as `timezone` of factorScores and the penalty on its zero, with the distance computed once.
 */
function timezoneTerm(brief: Brief): SQL {
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  const weight = sql.raw(String(FACTOR_WEIGHTS.timezone));
  if (clientOffset === null) return sql`${weight}::float8 * ${NEUTRAL}::float8`;
  const apart = minutesApart(clientOffset);
  return sql`(case when p.timezone_offset is null then ${weight}::float8 * ${NEUTRAL}::float8
    when ${apart} >= ${WORKDAY_MINUTES}::int then -${sql.raw(String(NO_OVERLAP_PENALTY))}::float8
    else ${weight}::float8 * least(1.0::float8, (${WORKDAY_MINUTES}::int - ${apart})::float8 / ${OVERLAP_FOR_FULL}::int) end)`;
}

export type FactorScores = Record<keyof typeof FACTOR_WEIGHTS, number>;
export interface Engagement {
  invitationId: number;
  status: InvitationStatus;
  /** The membership the accepted invitation created, so an ended member does not read "Accepted". */
  memberStatus: 'active' | 'ended' | null;
}
export interface RankedRow extends FactorScores {
  profileId: number;
  total: number;
  /**
   * The 0–100 score the list is ordered by: round(100 × total), at most 100 (the vetting boost can pass 1),
   * at least 0 (the no-overlap and over-budget deductions could take it below).
   */
  score: number;
  /** Pieces of evidence: gaps covered, roles and skills the brief asks for (at least EVIDENCE_FLOOR). */
  evidence: number;
  /** Which of the brief's lexemes the expert's own words (headline, description) contain. */
  lexemes: string[];
  /** The expert's own phrase that uses them (`ts_headline` of headline and description), or null. */
  phrase: string | null;
  /** The expert's latest invitation to the project (docs/matching.md `engagement`). */
  engagement: Engagement | null;
  card: ExpertCard;
}

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
  if (pairs.size === 0 || EVIDENCE_FLOOR !== 2) return sql`false`;
  return sql`p.evidence_pairs && ${sql.param([...pairs].sort((a, b) => a - b))}::int[]`;
}

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
 * One page of the brief's matchable experts above the floor among those `retrieved`, ordered by score:
 * the weighted total of the ten factors, computed in PostgreSQL (docs/matching.md has the plan), best
 * first; ties go to the lower profile id, so pages are stable. One row more than `limit` tells of a next
 * page. Each row of the page comes with the expert's card, the brief's lexemes the expert's own words
 * share and a phrase of theirs that uses them (the `text` reason), and its latest invitation to the
 * project, so the page is one statement. `eligible` is who may be ranked at all: the matchable experts, or
 * the listed ones for Find experts (docs/discovery.md), which ranks by the same score.
 */
export function rankingQuery(
  brief: Brief,
  retrieved: SQL,
  limit: number,
  offset: number,
  eligible: SQL = MATCHABLE,
): SQL {
  const factors = factorScores(brief);
  // Evaluated for every retrieved candidate, so in float8 throughout (a numeric literal would make each
  // row's sum numeric arithmetic) and with the time zone's distance worked out in one CASE.
  const structured = sql.join(
    [
      ...STRUCTURED_KEYS.filter((key) => key !== 'timezone' && key !== 'budget').map(
        (key) => sql`${sql.raw(String(FACTOR_WEIGHTS[key]))}::float8 * (${factors[key]})::float8`,
      ),
      sql`(case when p.vetting = 'approved' then ${sql.raw(String(VETTED_BOOST))}::float8 else 0::float8 end)`,
      timezoneTerm(brief),
      budgetTerm(brief),
    ],
    sql` + `,
  );
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
      select p.id as "profileId", (${structured})::float8 as structured
      from profiles p
      where ${eligible} and ${retrieved}
      order by structured desc, p.id
      limit ${page + TEXT_CANDIDATES}
    ), f as (
      select structured - ${textWeight} - ${trackWeight} - 0.01 as floor from top
      order by structured desc, "profileId" offset ${page - 1} limit 1
    ), r as (
      select top.*, coalesce((select ts_rank(d.search_vector, ${query})
        from profile_search_documents d where d.profile_id = top."profileId"), 0)::float8 as rank,
        ${TRACK}::float8 as track
      from top left join f on true
      where f.floor is null or top.structured >= f.floor
      offset 0
    ), ranked as (
      select r."profileId", t.text, r.track, t.total, greatest(0, least(100, floor(t.total * 100 + 0.5)))::int as score
      from r cross join lateral (select (r.rank / (r.rank + ${TEXT_HALF}::float8))::float8 as text,
        (r.structured + ${textWeight} * (r.rank / (r.rank + ${TEXT_HALF}::float8))
          + ${trackWeight} * r.track)::float8 as total) t
      order by score desc, r."profileId" asc
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
      (select json_build_object('invitationId', i.id, 'status', i.status,
          'memberStatus', (select m.status from squad_members m where m.invitation_id = i.id)) from invitations i
        where i.project_id = ${brief.projectId} and i.profile_id = p.id
        order by i.created_at desc, i.id desc limit 1) as engagement,
      ${EXPERT_CARD} as card
    from ranked join profiles p on p.id = ranked."profileId" join users u on u.id = p.user_id
    cross join lateral (select coalesce(array(select t.lexeme from profile_search_documents d
      cross join unnest(d.search_vector) t
      where d.profile_id = p.id and t.lexeme = any(${sql.param(queryLexemes(brief.query))}::text[])
      order by t.lexeme), '{}') as lexemes) o
    order by ranked.score desc, ranked."profileId" asc`;
}
