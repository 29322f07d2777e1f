import { Currencies, DISCOVERY_FACET_SIZE, type Currency, type DiscoverySort } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import { EXPERT_CARD, rateFactor, REVIEW_COUNTS, WORKDAY_MINUTES } from '../matching/index.js';

/*
 * Find experts' SQL, built and not run (docs/discovery.md): discovery.repository.ts runs these statements.
 * `p` is the expert's row of the narrow search table `expert_search` (migration 0037, docs/discovery.md,
 * "The search table"), whose columns carry the profile's names; the wide profile row is read for the
 * page's cards only.
 */

/** The narrow table a search finds, filters, counts and scores over. */
export const SEARCH_TABLE = sql.raw('expert_search');

/**
 * Who may be found at all: an active, verified contractor whose account is not closed and whom vetting has
 * not rejected (`user_matchable`, kept on the row by triggers, docs/matching.md), and who is listed.
 */
export const DISCOVERABLE = sql.raw('p.user_matchable and p.listed');

/** What a search asks for, resolved: lists as ids and keys, the zone as minutes east of UTC now. */
export interface SearchFilters {
  /** The words as a `tsquery` over the search document (AND of words, a synonym's two readings ORed); null: no words. */
  words: string | null;
  roles?: number[];
  expertise?: number[];
  skills?: number[];
  industries?: string[];
  jobLevel?: string[];
  minRate?: number;
  maxRate?: number;
  currency: Currency;
  fxMicros: Partial<Record<Currency, number>>;
  minAvailableHours?: number;
  /** Minutes east of UTC of the `overlapWith` zone now, with the hours asked in common. */
  zoneOffset: number | null;
  minOverlapHours?: number;
  minRating?: number;
  vetted?: boolean;
}

export const AVAILABLE_HOURS = sql.raw('greatest(0, p.capacity_hours_per_week - p.booked_hours_per_week)');

/** One unit of the expert's rate currency in `currency` (a CASE of literals, nothing joined); null without a rate. */
function rateFactorSql(filters: Pick<SearchFilters, 'currency' | 'fxMicros'>): string {
  const arms = Currencies.values.flatMap((from) => {
    const factor = rateFactor(filters, from);
    return factor === null ? [] : [`when '${from}' then ${factor}::float8`];
  });
  return arms.length === 0 ? 'null::float8' : `(case p.rate_currency ${arms.join(' ')} end)`;
}

/** The two ends of the expert's rate range in the search's currency (a single rate is both ends). */
export function rateEnds(filters: Pick<SearchFilters, 'currency' | 'fxMicros'>): { low: SQL; high: SQL } {
  const factor = rateFactorSql(filters);
  return {
    low: sql.raw(`(coalesce(p.hourly_rate_min, p.hourly_rate_max) * ${factor})`),
    high: sql.raw(`(coalesce(p.hourly_rate_max, p.hourly_rate_min) * ${factor})`),
  };
}

/** Working minutes in common between the expert's zone and one `offset` minutes east of UTC (null: expert's unknown). */
export function overlapMinutes(offset: number): SQL {
  const distance = sql`(abs(p.timezone_offset - ${offset}::int) % 1440)`;
  return sql`greatest(0, ${WORKDAY_MINUTES}::int - least(${distance}, 1440 - ${distance}))`;
}

/**
 * The mean of the expert's published, visible reviews that count (REVIEW_COUNTS: 8 approved hours), unrounded numeric; null without any (docs/reviews.md).
 * From the search table's sum and count; once a review's publication moment (`rating_due`) has passed
 * without a write since, from the reviews themselves, so the figure is exact at every moment.
 */
export const RATING_MEAN = sql.raw(`(case when p.rating_due <= now() then (select avg(r.rating) from reviews r
    where r.subject_profile_id = p.id and r.about = 'expert' and ${REVIEW_COUNTS})
  when p.rating_count > 0 then p.rating_sum::numeric / p.rating_count end)`);

const ids = (values: number[]) => sql`${sql.param(values)}::int[]`;
const keys = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** A search-document token (migration 0035): `'r:12'`; keys are the contract's, never a quote. */
const token = (prefix: string, value: string | number) => `'${prefix}:${value}'`;
const anyOf = (prefix: string, values: Array<string | number> | undefined) =>
  values ? [`(${values.map((value) => token(prefix, value)).join(' | ')})`] : [];

/**
 * What the search document's GIN index is asked (docs/discovery.md, "Words" and "Filters"): the words, and
 * the list filters as tokens, so the index alone narrows to the experts meeting them and
 * only their rows are read. Null when neither words nor a list filter narrow (every listed expert is read).
 */
export function documentQuery(filters: SearchFilters): string | null {
  const parts = [
    ...(filters.words === null ? [] : [filters.words]),
    ...anyOf('r', filters.roles),
    ...anyOf('e', filters.expertise),
    ...anyOf('s', filters.skills),
    ...anyOf('i', filters.industries),
    ...anyOf('l', filters.jobLevel),
    ...(filters.vetted === true ? [token('x', 'vetted')] : []),
  ];
  // 'x:found' is left out: its posting list holds nearly everyone, intersecting it cost more (16 of 34 ms at
  // 1,000,000 experts) than reading the few rows DISCOVERABLE then drops.
  return parts.length === 0 ? null : parts.join(' & ');
}

/**
 * The search's conditions on `p` besides DISCOVERABLE: the search document's query through its GIN index
 * (`expert_search_discovery_gin`), then every filter checked again on the row's own columns (the tokens
 * only narrow), each list matching any of its items.
 */
export function conditions(filters: SearchFilters): SQL {
  const parts: SQL[] = [];
  const query = documentQuery(filters);
  if (query !== null) {
    parts.push(sql`p.discovery_vector @@ ${query}::tsquery`);
  }
  if (filters.roles) parts.push(sql`p.role_ids && ${ids(filters.roles)}`);
  if (filters.expertise) parts.push(sql`p.expertise_ids && ${ids(filters.expertise)}`);
  if (filters.skills) parts.push(sql`p.skill_ids && ${ids(filters.skills)}`);
  if (filters.industries) parts.push(sql`p.industries && ${keys(filters.industries)}`);
  if (filters.jobLevel) parts.push(sql`p.job_level = any(${keys(filters.jobLevel)})`);
  const { low, high } = rateEnds(filters);
  // Ranges overlapping [minRate, maxRate]; no rate, or no exchange rate for it, is no overlap.
  if (filters.minRate !== undefined) parts.push(sql`${high} >= ${filters.minRate}::float8`);
  if (filters.maxRate !== undefined) parts.push(sql`${low} <= ${filters.maxRate}::float8`);
  if (filters.minAvailableHours !== undefined) parts.push(sql`${AVAILABLE_HOURS} >= ${filters.minAvailableHours}::int`);
  if (filters.zoneOffset !== null && filters.minOverlapHours !== undefined) {
    parts.push(sql`${overlapMinutes(filters.zoneOffset)} >= ${filters.minOverlapHours * 60}::int`);
  }
  // The card shows the mean to one decimal: the filter reads the same figure.
  if (filters.minRating !== undefined) parts.push(sql`round(${RATING_MEAN}, 1) >= ${filters.minRating}`);
  if (filters.vetted !== undefined) {
    parts.push(filters.vetted ? sql`p.vetting = 'approved'` : sql`p.vetting <> 'approved'`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * The whole result's size and facets in one statement: the result's rows once (a materialized CTE of the
 * five columns the facets read), then the DISCOVERY_FACET_SIZE most frequent items of each, ties by id or key.
 * Rows: `{facet: 'total', key: null, label: null, count}` and `{facet, key, label, count}`.
 */
export function facetsQuery(filters: SearchFilters): SQL {
  const top = sql.raw(String(DISCOVERY_FACET_SIZE));
  return sql`
    with hits as materialized (
      select p.role_ids, p.expertise_ids, p.skill_ids, p.industries, p.job_level
      from ${SEARCH_TABLE} p where ${DISCOVERABLE} and ${conditions(filters)}
    )
    select 'total' as facet, null as key, null as label, count(*)::int as count from hits
    union all (select 'roles', c.id::text, c.role, n from (select i, count(*)::int as n from hits, unnest(hits.role_ids) i
      group by i order by n desc, i limit ${top}) f join job_roles c on c.id = f.i)
    union all (select 'expertise', c.id::text, c.expertise, n from (select i, count(*)::int as n from hits,
      unnest(hits.expertise_ids) i group by i order by n desc, i limit ${top}) f join expertises c on c.id = f.i)
    union all (select 'skills', c.id::text, c.skill, n from (select i, count(*)::int as n from hits, unnest(hits.skill_ids) i
      group by i order by n desc, i limit ${top}) f join skills c on c.id = f.i)
    union all (select 'industries', i, null, count(*)::int as n from hits, unnest(hits.industries) i
      group by i order by n desc, i limit ${top})
    union all (select 'jobLevel', hits.job_level, null, count(*)::int as n from hits where hits.job_level is not null
      group by hits.job_level order by n desc, hits.job_level limit ${top})`;
}

/** The order of a sort other than relevance (docs/discovery.md#ranking); ties by ascending profile id. */
function sortOrder(sort: Exclude<DiscoverySort, 'relevance'>, filters: SearchFilters): SQL {
  switch (sort) {
    case 'rating':
      return sql`${RATING_MEAN} desc nulls last, p.id`;
    case 'rate':
      return sql`${rateEnds(filters).low} asc nulls last, p.id`;
    case 'availability':
      return sql`${AVAILABLE_HOURS} desc, p.id`;
  }
}

/**
 * One page of the result in a sort other than relevance, ordered over the search table, then each of the
 * page's rows with its expert card (EXPERT_CARD, from the profile).
 */
export function sortedPageQuery(
  filters: SearchFilters,
  sort: Exclude<DiscoverySort, 'relevance'>,
  limit: number,
  offset: number,
): SQL {
  return sql`
    with page as (
      select p.id, row_number() over (order by ${sortOrder(sort, filters)}) as n
      from ${SEARCH_TABLE} p where ${DISCOVERABLE} and ${conditions(filters)}
      order by ${sortOrder(sort, filters)}
      limit ${limit} offset ${offset}
    )
    select p.id as "profileId", ${EXPERT_CARD} as card
    from page join profiles p on p.id = page.id join users u on u.id = p.user_id
    order by page.n`;
}

/**
 * Which of `lexemes` each profile holds, and where: its own words (headline, description) or the names of
 * its roles, expertise areas and skills (`name_lexemes`). What the highlights name.
 */
export function matchedTermsQuery(profileIds: number[], lexemes: string[]): SQL {
  const wanted = keys(lexemes);
  const named = (table: string, column: string) =>
    sql.raw(`array(select distinct l from ${table} c cross join unnest(c.name_lexemes) l
      where c.id = any(p.${column}) and l = any(`);
  return sql`
    select p.id as "profileId",
      array(select l from unnest(${wanted}) l where l = any(tsvector_to_array(d.search_vector))) as own,
      ${named('job_roles', 'role_ids')}${wanted}) order by 1) as roles,
      ${named('expertises', 'expertise_ids')}${wanted}) order by 1) as expertise,
      ${named('skills', 'skill_ids')}${wanted}) order by 1) as skills
    from profiles p left join profile_search_documents d on d.profile_id = p.id
    where p.id = any(${ids(profileIds)})`;
}
