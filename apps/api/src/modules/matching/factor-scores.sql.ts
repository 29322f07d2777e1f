import { Currencies, type Currency } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_BITS } from '../../db/schema/index.js';
import { REVIEW_COUNTS } from './track-record.sql.js';
import {
  FACTOR_WEIGHTS,
  LARGE_BUDGET,
  NEUTRAL,
  ROLES_FOR_FULL,
  SKILLS_FOR_FULL,
  STAGE_SENIORITY,
  TRACK_PRIOR_REVIEWS,
  TIMELINE_MONTHS,
  NO_OVERLAP_PENALTY,
  OVER_BUDGET_PENALTY,
  BUDGET_TOLERANCE,
  BUDGET_WELL_OVER,
  WEEKS_PER_MONTH,
  WORKDAY_MINUTES,
  OVERLAP_FOR_FULL,
} from './matching.weights.js';
import type { Brief } from './ranking-types.js';

/*
 * The factor scores of the ranking as SQL expressions over the profile `p` (docs/matching.md): ranking.sql.ts
 * weighs and sums them; match-reasons.ts uses the rate and time-zone helpers for the reasons it shows.
 */

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

export const overlap = (column: string, ids: number[], width: number): SQL =>
  sql`bit_count(${sql.raw(column)} & ${bitMask(ids, width)})`;

/**
 * How the candidate row `p` holds its catalogue items: `bits`, the profile's bit strings (`role_bits` …);
 * `arrays`, the id arrays only (Find experts' compact `expert_search`, migration 0041, docs/discovery.md).
 */
export type ItemColumns = 'bits' | 'arrays';

const ITEM_COLUMNS = {
  roles: { bits: 'p.role_bits', arrays: 'p.role_ids', width: CATALOGUE_BITS.roles },
  expertise: { bits: 'p.expertise_bits', arrays: 'p.expertise_ids', width: CATALOGUE_BITS.expertise },
  skills: { bits: 'p.skill_bits', arrays: 'p.skill_ids', width: CATALOGUE_BITS.skills },
} as const;

/**
 * How many of `ids` the candidate holds among its `kind` items: the bit strings' `bit_count`, or, over the id
 * arrays, one membership test per distinct id (`3::int2 = any(p.role_ids)`), the same count.
 */
export function itemOverlap(kind: keyof typeof ITEM_COLUMNS, ids: number[], columns: ItemColumns): SQL {
  const item = ITEM_COLUMNS[kind];
  if (columns === 'bits') return overlap(item.bits, ids, item.width);
  const distinct = [...new Set(ids.map((id) => Math.trunc(id)))];
  if (distinct.length === 0) return sql`0`;
  return sql.raw(`(${distinct.map((id) => `(${id}::int2 = any(${item.arrays}))::int`).join(' + ')})`);
}

/**
 * The factors computed for every candidate; the two late ones, `text` (ts_rank, the costly one) and
 * `track` (a look-up of the expert's reviews), only for those that can still make the page.
 */
type LateKey = 'text' | 'track';
type StructuredKey = Exclude<keyof typeof FACTOR_WEIGHTS, LateKey>;
export const STRUCTURED_KEYS = (Object.keys(FACTOR_WEIGHTS) as Array<keyof typeof FACTOR_WEIGHTS>).filter(
  (key): key is StructuredKey => key !== 'text' && key !== 'track',
);

/** `track` of the expert whose profile id is `profileColumn`, read from its reviews (TRACK). */
const trackOf = (profileColumn: string) =>
  `(select (coalesce(sum(r.rating - 1), 0)::float8 / 4 + ${TRACK_PRIOR_REVIEWS * NEUTRAL})
    / (count(*) + ${TRACK_PRIOR_REVIEWS})
  from reviews r where r.subject_profile_id = ${profileColumn} and r.about = 'expert' and ${REVIEW_COUNTS})`;

/**
 * `track` of the candidate `top."profileId"` (docs/matching.md): the mean of its published, visible reviews
 * about the expert, as 0–1, shrunk towards NEUTRAL by TRACK_PRIOR_REVIEWS imaginary neutral reviews; exactly
 * NEUTRAL without reviews. Read at ranking time (a review is published by the clock, 14 days after the
 * first side wrote, with no write to hook), through the partial index `reviews_subject_idx`.
 */
export const TRACK = sql.raw(trackOf('top."profileId"'));

/**
 * The same `track` of Find experts' search-table row `p` (docs/discovery.md, "Speed"): from its rating sum
 * and count (the same reviews, kept by migration 0044's triggers), the same float8 operations on the same
 * integers, so the same double; from the reviews as TRACK once a review's publication moment (`rating_due`)
 * has passed with no write since, as RATING_MEAN does.
 */
export const SEARCH_ROW_TRACK = sql.raw(`(case when p.rating_due <= now() then ${trackOf('p.id')}
  else ((p.rating_sum - p.rating_count)::float8 / 4 + ${TRACK_PRIOR_REVIEWS * NEUTRAL})
    / (p.rating_count + ${TRACK_PRIOR_REVIEWS}) end)`);

/** The eight structured factor scores (0–1) of a candidate row, as SQL expressions over the profile `p` and the brief's values. */
export function factorScores(brief: Brief, columns: ItemColumns = 'bits') {
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
        : sql`(${itemOverlap('expertise', brief.gapIds, columns)}::float8 / ${brief.gapIds.length}::int)`,
    roles: sql`least(1.0, ${itemOverlap('roles', brief.roleHits, columns)}::float8 / ${Math.max(1, Math.min(ROLES_FOR_FULL, brief.roleHits.length))}::int)`,
    skills: sql`least(1.0, ${itemOverlap('skills', brief.skillHits, columns)}::float8 / ${Math.max(1, Math.min(SKILLS_FOR_FULL, brief.skillHits.length))}::int)`,
    // The profile's seniority, 0–1, is kept on the row by migration 0008's trigger (the weights' three tables).
    seniority: sql`least(1.0, p.seniority / ${target}::float8)`,
    // A domain gap the expert covers is a domain served: counted here, once, and not as an expertise gap.
    industry: (() => {
      const domain =
        brief.domainGapIds.length === 0
          ? sql`false`
          : sql`${itemOverlap('expertise', brief.domainGapIds, columns)} > 0`;
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
export function budgetTerm(brief: Brief): SQL {
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
export function timezoneTerm(brief: Brief): SQL {
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  const weight = sql.raw(String(FACTOR_WEIGHTS.timezone));
  if (clientOffset === null) return sql`${weight}::float8 * ${NEUTRAL}::float8`;
  const apart = minutesApart(clientOffset);
  return sql`(case when p.timezone_offset is null then ${weight}::float8 * ${NEUTRAL}::float8
    when ${apart} >= ${WORKDAY_MINUTES}::int then -${sql.raw(String(NO_OVERLAP_PENALTY))}::float8
    else ${weight}::float8 * least(1.0::float8, (${WORKDAY_MINUTES}::int - ${apart})::float8 / ${OVERLAP_FOR_FULL}::int) end)`;
}
