import type { DiscoverySort, ExpertCard } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { namedCards, type Brief, type CardOfIds } from '../matching/index.js';
import { matchedTermsQuery, searchQuery, type SearchFilters } from './discovery.sql.js';

/** A facet's item as the search statement gives it: a catalogue id (as text) or a key, its label, its count. */
export interface FacetItem {
  key: string;
  label: string | null;
  count: number;
}

/** The whole result's size and the top items of each facet (docs/discovery.md, "Facets and total"). */
export interface FacetCounts {
  total: number;
  roles: FacetItem[];
  expertise: FacetItem[];
  skills: FacetItem[];
  industries: FacetItem[];
  jobLevel: FacetItem[];
}

/**
 * A page of cards in the order asked for, and the whole result's size and facets, from one statement
 * (`searchQuery`) that reads the found rows once. Relevance is the matcher's ranking (its score, ties by
 * profile id) with `brief` made of the words' and filters' items (docs/discovery.md).
 */
export async function findExperts(
  db: Database,
  filters: SearchFilters,
  order: { sort: 'relevance'; brief: Brief } | { sort: Exclude<DiscoverySort, 'relevance'> },
  limit: number,
  offset: number,
): Promise<{ cards: ExpertCard[]; facets: FacetCounts }> {
  const [row] = await namedRows<{ page: Array<{ profileId: number; card: CardOfIds }>; facets: FacetCounts }>(
    db,
    searchQuery(filters, order, limit, offset),
  );
  const cards = (await namedCards(db, row!.page)).map((hit) => hit.card);
  return { cards, facets: row!.facets };
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
