import {
  formatUtcOffset,
  Industries,
  JobLevels,
  type ExpertFacets,
  type ExpertSearchPage,
  type ExpertSearchQuery,
  type RoleName,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { fxMicros } from '../fx-rates/index.js';
import { type Brief, readTextTerms } from '../matching/index.js';
import { highlightsOf } from './discovery-highlights.js';
import {
  findExperts,
  type FindExperts,
  isVerifiedUser,
  type FacetCounts,
  type FacetItem,
} from './discovery.repository.js';
import type { SearchFilters } from './discovery.sql.js';
import { searchWords, wordsQuery, type SearchWord } from './search-words.js';

/** Who may find experts (docs/discovery.md): clients with a verified address, and admins. */
const DISCOVERY_ROLES: ReadonlySet<RoleName> = new Set(['client', 'admin']);

/** Hours a week the relevance score's availability factor is judged against when the search names none. */
const DEFAULT_HOURS = 10;

/** One formatter per zone: building an Intl.DateTimeFormat costs a millisecond or more, each search named one. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of an IANA zone at `at` (`Europe/London` in July: 60). */
export function zoneOffsetMinutes(zone: string, at = new Date()): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The matcher's brief for a search (docs/discovery.md#ranking): the items the words ask for and the filters
 * name are its gaps, roles and skills; the words its text; the filters' industries, zone, hours and
 * currency its client's. No budget (the budget factor is neutral), a planning-stage seniority target.
 */
function briefOf(
  query: ExpertSearchQuery,
  hits: { roles: number[]; skills: number[]; expertise: number[] },
  lexemes: string[],
  filters: SearchFilters,
  userId: number,
): Brief {
  const union = (a: number[] | undefined, b: number[]) => [...new Set([...(a ?? []), ...b])].sort((x, y) => x - y);
  return {
    projectId: 0,
    ownerUserId: userId,
    name: '',
    overview: '',
    gapIds: union(query.expertise, hits.expertise),
    domainGapIds: [],
    gapNames: '',
    gaps: [],
    query: lexemes.map((lexeme) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' | '),
    roleHits: union(query.roles, hits.roles),
    skillHits: union(query.skills, hits.skills),
    roleMatches: [],
    skillMatches: [],
    typical: [],
    typicalItems: [],
    clientTimezone:
      query.overlapWith && filters.zoneOffset !== null
        ? `${formatUtcOffset(filters.zoneOffset / 60)} ${query.overlapWith}`
        : null,
    clientIndustries: query.industries ?? [],
    hoursPerWeek: query.minAvailableHours ?? DEFAULT_HOURS,
    currency: query.currency,
    fxMicros: filters.fxMicros,
    budget: null,
    timeline: '6-11-months',
    projectStage: 'planning',
    words: [],
  };
}

function facetsOf(counts: FacetCounts): ExpertFacets {
  const byId = (items: FacetItem[]) =>
    items.map((item) => ({ id: Number(item.key), label: item.label ?? '', count: item.count }));
  return {
    roles: byId(counts.roles),
    expertise: byId(counts.expertise),
    skills: byId(counts.skills),
    industries: counts.industries.map((item) => ({
      key: item.key,
      label: Industries.labels[item.key as keyof typeof Industries.labels] ?? item.key,
      count: item.count,
    })),
    jobLevel: counts.jobLevel.map((item) => ({
      key: item.key,
      label: JobLevels.labels[item.key as keyof typeof JobLevels.labels] ?? item.key,
      count: item.count,
    })),
  };
}

/** Refuses anyone but a verified client or an admin: 403 for a contractor or an unverified client. */
export async function requireFinder(db: Database, caller: AuthState): Promise<void> {
  if (!DISCOVERY_ROLES.has(caller.role)) throw AppError.forbidden('Only clients and admins find experts');
  if (caller.role === 'client' && !(await isVerifiedUser(db, caller.userId))) {
    throw AppError.forbidden('Verify your e-mail address to find experts');
  }
}

/**
 * `GET /experts` (docs/discovery.md): the listed experts meeting the words and filters, a page of them in
 * the sort asked for, each with highlights, the whole result's size and its facets.
 */
export async function searchExperts(
  db: Database,
  caller: AuthState,
  query: ExpertSearchQuery,
  // The parity test passes the SQL oracle (findExpertsBySql) to compare the two paths.
  find: FindExperts = findExperts,
): Promise<ExpertSearchPage> {
  // Three independent statements at once (on PostgreSQL, three pooled connections; docs/discovery.md, "Speed"),
  // all settled before any answer, so a refused caller hears 403 whatever else failed, and no failure is left unheard.
  const [allowed, read, rated] = await Promise.allSettled([
    requireFinder(db, caller),
    query.q ? readTextTerms(db, query.q) : null,
    fxMicros(db),
  ]);
  if (allowed.status === 'rejected') throw allowed.reason;
  if (read.status === 'rejected') throw read.reason;
  if (rated.status === 'rejected') throw rated.reason;
  const [terms, rates] = [read.value, rated.value];
  const words: SearchWord[] = terms ? searchWords(terms) : [];
  const zoneOffset = query.overlapWith ? zoneOffsetMinutes(query.overlapWith) : null;
  const filters: SearchFilters = { ...query, words: wordsQuery(words), zoneOffset, fxMicros: rates };
  const offset = (query.page - 1) * query.limit;
  const { cards, matched, facets } = await find(
    db,
    filters,
    words,
    query.sort === 'relevance'
      ? {
          sort: 'relevance',
          brief: briefOf(
            query,
            { roles: terms?.roleHits ?? [], skills: terms?.skillHits ?? [], expertise: terms?.expertiseHits ?? [] },
            terms?.lexemes ?? [],
            filters,
            caller.userId,
          ),
        }
      : { sort: query.sort },
    query.limit + 1,
    offset,
  );
  const page = cards.slice(0, query.limit);
  const context = { query, words, zoneOffset, fxMicros: filters.fxMicros };
  return {
    data: page.map((card) => ({
      expert: card,
      highlights: highlightsOf(
        card,
        matched.find((row) => row.profileId === card.profileId),
        context,
      ),
    })),
    hasNextPage: cards.length > query.limit,
    total: facets.total,
    facets: facetsOf(facets),
  };
}
