import type { DiscoverySort, ExpertCard } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { namedCards, rankingQuery, type Brief, type CardOfIds, type RankedRow } from '../matching/index.js';
import {
  conditions,
  DISCOVERABLE,
  facetsQuery,
  matchedTermsQuery,
  SEARCH_TABLE,
  sortedPageQuery,
  type SearchFilters,
} from './discovery.sql.js';

export interface FacetRow {
  facet: 'total' | 'roles' | 'expertise' | 'skills' | 'industries' | 'jobLevel';
  key: string | null;
  label: string | null;
  count: number;
}

/** The whole result's size and the top items of each facet (docs/discovery.md). */
export function findFacets(db: Database, filters: SearchFilters): Promise<FacetRow[]> {
  return namedRows<FacetRow>(db, facetsQuery(filters));
}

/**
 * A page of cards in relevance order: the matcher's ranking (its score, ties by profile id) over the
 * listed experts meeting the search, with `brief` made of the words' and filters' items (docs/discovery.md).
 */
export async function findRelevantPage(
  db: Database,
  brief: Brief,
  filters: SearchFilters,
  limit: number,
  offset: number,
): Promise<ExpertCard[]> {
  type Row = Omit<RankedRow, 'card'> & { card: CardOfIds };
  const rows = await namedRows<Row>(
    db,
    rankingQuery(brief, conditions(filters), limit, offset, DISCOVERABLE, SEARCH_TABLE),
  );
  return (await namedCards(db, rows)).map((row) => row.card);
}

/** A page of cards in a sort other than relevance. */
export async function findSortedPage(
  db: Database,
  filters: SearchFilters,
  sort: Exclude<DiscoverySort, 'relevance'>,
  limit: number,
  offset: number,
): Promise<ExpertCard[]> {
  const rows = await namedRows<{ card: CardOfIds }>(db, sortedPageQuery(filters, sort, limit, offset));
  return (await namedCards(db, rows)).map((row) => row.card);
}

/** Where each profile holds the words' lexemes: own words, role, expertise and skill names. */
export interface MatchedTerms {
  profileId: number;
  own: string[];
  roles: string[];
  expertise: string[];
  skills: string[];
}

export function findMatchedTerms(db: Database, profileIds: number[], lexemes: string[]): Promise<MatchedTerms[]> {
  if (profileIds.length === 0 || lexemes.length === 0) return Promise.resolve([]);
  return namedRows<MatchedTerms>(db, matchedTermsQuery(profileIds, lexemes));
}

/** Whether the user's e-mail address is verified (Find experts is for verified clients, docs/discovery.md). */
export async function isVerifiedUser(db: Database, userId: number): Promise<boolean> {
  const rows = await namedRows<{ verified: boolean }>(
    db,
    sql`select email_verified_at is not null as verified from users where id = ${userId}`,
  );
  return rows[0]?.verified === true;
}
