import { Currencies, DISCOVERY_FACET_SIZE, type Currency, type DiscoverySort } from '@fractional/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  EXPERT_CARD,
  rankingQuery,
  rateFactor,
  REVIEW_COUNTS,
  SEARCH_ROW_TRACK,
  structuredScore,
  WORKDAY_MINUTES,
  type Brief,
} from '../matching/index.js';

/*
 * Find experts' SQL, built and not run (docs/discovery.md): discovery.repository.ts runs these statements.
 * `p` is the expert's row of the compact search table `expert_search` (migrations 0039 and 0041,
 * docs/discovery.md, "The search table"), whose columns carry the profile's names (its catalogue items as
 * smallint id arrays, no bit strings); the wide profile row is read for the page's cards only.
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
/** The search table's id arrays are smallint[] (migration 0041): `&&` needs both sides of that type. */
const itemIds = (values: number[]) => sql`${sql.param(values)}::int2[]`;
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
  if (filters.roles) parts.push(sql`p.role_ids && ${itemIds(filters.roles)}`);
  if (filters.expertise) parts.push(sql`p.expertise_ids && ${itemIds(filters.expertise)}`);
  if (filters.skills) parts.push(sql`p.skill_ids && ${itemIds(filters.skills)}`);
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

/** A facet over the found rows: the DISCOVERY_FACET_SIZE most frequent values of `values` (one row may give several), ties by value. */
function facet(values: SQL, label: SQL | null, catalogue: string | null): SQL {
  const top = sql.raw(String(DISCOVERY_FACET_SIZE));
  // unnest in the select list (a ProjectSet over the found rows) costs less than a lateral join to it.
  const counted = sql`select v, count(*)::int as n from (select ${values} as v from found) u
    where v is not null group by v order by n desc, v limit ${top}`;
  if (catalogue === null) {
    return sql`(select coalesce(json_agg(json_build_object('key', f.v, 'label', null, 'count', f.n)
      order by f.n desc, f.v), '[]'::json) from (${counted}) f)`;
  }
  return sql`(select coalesce(json_agg(json_build_object('key', f.v::text, 'label', ${label}, 'count', f.n)
    order by f.n desc, f.v), '[]'::json) from (${counted}) f join ${sql.raw(catalogue)} c on c.id = f.v)`;
}

/** The order of a sort other than relevance (docs/discovery.md#ranking) over the found rows' `sort_key`. */
const SORTED = {
  rating: { key: RATING_MEAN, order: sql.raw('found.sort_key desc nulls last, found.id') },
  rate: { key: null, order: sql.raw('found.sort_key asc nulls last, found.id') },
  availability: { key: AVAILABLE_HOURS, order: sql.raw('found.sort_key desc, found.id') },
} as const;

/**
 * The parity oracle (discovery-index-parity.test.ts): the search as one SQL statement, as it ran before the
 * in-memory index (docs/discovery.md, "The search index"; ADR 0020). A whole search in one statement: the search table's rows meeting
 * it read once, into a materialized CTE (`found`) carrying what the order and the facets need: the
 * matcher's structured sum for relevance (`structuredScore`, from the id arrays) or the sort's key, and
 * the five columns the facets count. From it, in one row: `page`, the page's rows in order with their
 * cards (for relevance the matcher's own `rankingQuery` with `found` as its candidates and their `track`
 * from the row, SEARCH_ROW_TRACK, as the index path reads it), and `facets`,
 * the total and each facet's DISCOVERY_FACET_SIZE most frequent items, ties by id or key.
 */
export function searchQuery(
  filters: SearchFilters,
  order: { sort: 'relevance'; brief: Brief } | { sort: Exclude<DiscoverySort, 'relevance'> },
  limit: number,
  offset: number,
): SQL {
  const key =
    order.sort === 'relevance'
      ? structuredScore(order.brief, 'arrays')
      : order.sort === 'rate'
        ? rateEnds(filters).low
        : SORTED[order.sort].key;
  const page =
    order.sort === 'relevance'
      ? sql`select coalesce(json_agg(json_build_object('profileId', x."profileId", 'card', x.card)
          order by x.score desc, x."profileId"), '[]'::json)
        from (${rankingQuery(order.brief, sql`true`, limit, offset, sql`true`, sql.raw('found'), null, false, sql.raw('p.sort_key'), sql.raw('p.track'))}) x`
      : sql`select coalesce(json_agg(json_build_object('profileId', p.id, 'card', ${EXPERT_CARD}) order by page.n),
          '[]'::json)
        from (select found.id, row_number() over (order by ${SORTED[order.sort].order}) as n from found
          order by ${SORTED[order.sort].order} limit ${limit} offset ${offset}) page
        join profiles p on p.id = page.id join users u on u.id = p.user_id`;
  return sql`
    with found as materialized (
      select p.id, ${key} as sort_key, ${SEARCH_ROW_TRACK} as track, p.role_ids, p.expertise_ids, p.skill_ids,
        p.industries, p.job_level
      from ${SEARCH_TABLE} p where ${DISCOVERABLE} and ${conditions(filters)}
    )
    select (${page}) as page, json_build_object(
      'total', (select count(*)::int from found),
      'roles', ${facet(sql`unnest(role_ids)`, sql`c.role`, 'job_roles')},
      'expertise', ${facet(sql`unnest(expertise_ids)`, sql`c.expertise`, 'expertises')},
      'skills', ${facet(sql`unnest(skill_ids)`, sql`c.skill`, 'skills')},
      'industries', ${facet(sql`unnest(industries)`, null, null)},
      'jobLevel', ${facet(sql`job_level`, null, null)}
    ) as facets`;
}

/**
 * Which of `lexemes` each profile holds, and where: its own words (headline, description) or the names of
 * its roles, expertise areas and skills (`name_lexemes`). What the highlights name; the SQL oracle's
 * (findExpertsBySql): the index path reads the same with its page (`ownTerms`, `namedTerms`).
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

/**
 * What the page statements add for the highlights (docs/discovery.md, "Highlights"): each card's `own`, which
 * of `lexemes` its profile's own words hold (`id` its profile id), as `matchedTermsQuery` reads them.
 */
function ownTerms(id: SQL, lexemes: string[]): SQL {
  if (lexemes.length === 0) return sql`'{}'::text[]`;
  return sql`coalesce((select array(select l from unnest(${keys(lexemes)}) l
    where l = any(tsvector_to_array(d.search_vector))) from profile_search_documents d where d.profile_id = ${id}), '{}')`;
}

/**
 * The catalogue items whose names hold any of `lexemes` (migration 0024's `catalogue_name_lexemes`, kept by
 * the catalogues' triggers): a few primary-key probes, where `matchedTermsQuery` scanned the catalogues for
 * each card. discovery.repository.ts `matchedTermsOf` keeps the card's own items.
 */
function namedTerms(lexemes: string[]): SQL {
  if (lexemes.length === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_object('catalogue', n.catalogue, 'id', n.item_id, 'lexeme', n.lexeme)),
    '[]'::json) from catalogue_name_lexemes n where n.lexeme = any(${keys(lexemes)}))`;
}

/**
 * A relevance page from the in-memory index's candidates (`ids`, search-index.results.ts
 * `relevanceCandidates`): the matcher's own `rankingQuery` over their search-table rows, each with its
 * structured sum computed here as before, so the ranking, its pruning and the cards are the SQL's, and its
 * `track` from the row's rating sum and count (SEARCH_ROW_TRACK: the same doubles, no reviews read per
 * candidate). With each card the highlights' terms (`ownTerms`, `namedTerms`), in the same statement.
 */
export function rankedPageQuery(brief: Brief, ids: number[], limit: number, offset: number, lexemes: string[]): SQL {
  return sql`
    with found as materialized (
      select p.id, ${structuredScore(brief, 'arrays')} as sort_key, ${SEARCH_ROW_TRACK} as track
      from ${SEARCH_TABLE} p where p.id = any(${sql.param(ids)}::int[])
    )
    select coalesce(json_agg(json_build_object('profileId', x."profileId", 'card', x.card,
      'own', ${ownTerms(sql`x."profileId"`, lexemes)}) order by x.score desc, x."profileId"), '[]'::json) as page,
      ${namedTerms(lexemes)} as named
    from (${rankingQuery(brief, sql`true`, limit, offset, sql`true`, sql.raw('found'), null, false, sql.raw('p.sort_key'), sql.raw('p.track'))}) x`;
}

/** The cards of a page ordered in memory (`ids` in order), with the highlights' terms as `rankedPageQuery`. */
export function cardsQuery(ids: number[], lexemes: string[]): SQL {
  return sql`
    select coalesce(json_agg(json_build_object('profileId', p.id, 'card', ${EXPERT_CARD},
      'own', ${ownTerms(sql`p.id`, lexemes)}) order by array_position(${sql.param(ids)}::int[], p.id)), '[]'::json) as page,
      ${namedTerms(lexemes)} as named
    from profiles p join users u on u.id = p.user_id where p.id = any(${sql.param(ids)}::int[])`;
}
