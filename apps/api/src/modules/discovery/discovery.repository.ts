import type { DiscoverySort, ExpertCard } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { namedCards, TEXT_CANDIDATES, type Brief, type CardOfIds } from '../matching/index.js';
import { cardsQuery, matchedTermsQuery, rankedPageQuery, searchQuery, type SearchFilters } from './discovery.sql.js';
import { catalogueItems, type CatalogueItems } from '../reference/index.js';
import { matchSlots } from './search-index.match.js';
import { relevanceCandidates } from './search-index.rank.js';
import { facetsOf, firstK, sortOrder, type RawFacets } from './search-index.results.js';
import { SlotScorer } from './search-index.score.js';
import { searchIndexOf } from './search-index.js';
import { wordLexemes, type SearchWord } from './search-words.js';

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

/** A page's cards, where each holds the words (the highlights), and the whole result's size and facets. */
export interface FoundExperts {
  cards: ExpertCard[];
  matched: MatchedTerms[];
  facets: FacetCounts;
}

/** A page row as the page statements give it: the card with catalogue ids and, for the index path, `own`. */
type PageRow = { profileId: number; card: CardOfIds; own: string[] };

/** A catalogue item whose name holds one of the words' lexemes (discovery.sql.ts `namedTerms`). */
type NamedTerm = { catalogue: 'roles' | 'expertises' | 'skills'; id: number; lexeme: string };

/** Where a page row holds the words: its own words, and those of its catalogue items' names (as `matchedTermsQuery`). */
function matchedTermsOf(row: PageRow, named: NamedTerm[]): MatchedTerms {
  const of = (catalogue: NamedTerm['catalogue'], ids: number[]) => [
    ...new Set(
      named.filter((term) => term.catalogue === catalogue && ids.includes(term.id)).map((term) => term.lexeme),
    ),
  ];
  return {
    profileId: row.profileId,
    own: row.own,
    roles: of('roles', row.card.jobRole),
    expertise: of('expertises', row.card.expertise),
    skills: of('skills', row.card.skills),
  };
}

/** How a search orders its page: relevance with the matcher's brief, or another sort. */
export type SearchOrder = { sort: 'relevance'; brief: Brief } | { sort: Exclude<DiscoverySort, 'relevance'> };

/**
 * A page of cards in the order asked for, and the whole result's size and facets (docs/discovery.md, "The
 * search index"): the instance's in-memory index, caught up first, finds the experts, counts the total and
 * the facets and orders them (relevance: prunes to the candidates the matcher's SQL ranking would score);
 * SQL ranks those few for relevance and builds the page's cards. Relevance is the matcher's ranking (its
 * score, ties by profile id) with `brief` made of the words' and filters' items. The same statement reads
 * where each card holds the words (docs/discovery.md, "Speed").
 */
export async function findExperts(
  db: Database,
  filters: SearchFilters,
  words: SearchWord[],
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<FoundExperts> {
  const index = searchIndexOf(db);
  const lexemes = wordLexemes(words);
  const store = await index.sync();
  const found = matchSlots(store, filters, words);
  const raw = facetsOf(store, found, index.keyRank);
  const pageQuery =
    order.sort === 'relevance'
      ? rankedPageQuery(
          order.brief,
          relevanceCandidates(
            store,
            new SlotScorer(store, order.brief),
            found,
            offset + limit + TEXT_CANDIDATES,
            offset + limit,
          ),
          limit,
          offset,
          lexemes,
        )
      : cardsQuery(
          firstK(found, offset + limit, sortOrder(store, order.sort, filters))
            .slice(offset)
            .map((slot) => store.ids.data[slot]!),
          lexemes,
        );
  const [[row], labels] = await Promise.all([
    namedRows<{ page: PageRow[]; named: NamedTerm[] }>(db, pageQuery),
    catalogueItems(
      db,
      (items) =>
        raw.roles.every(({ id }) => items.roles.has(id)) &&
        raw.expertise.every(({ id }) => items.expertise.has(id)) &&
        raw.skills.every(({ id }) => items.skills.has(id)),
    ),
  ]);
  const matched = row!.page.map((page) => matchedTermsOf(page, row!.named));
  const cards = (await namedCards(db, row!.page)).map((hit) => hit.card);
  return { cards, matched, facets: { total: found.length, ...labelled(raw, labels) } };
}

/**
 * The facets with their labels, from the catalogues kept in memory (reference module); an item no longer in
 * the catalogue is left out (as the SQL's join did).
 */
function labelled(raw: RawFacets, items: CatalogueItems): Omit<FacetCounts, 'total'> {
  const named = (kind: 'roles' | 'expertise' | 'skills', label: (id: number) => string | undefined) =>
    raw[kind].flatMap(({ id, count }) => {
      const name = label(id);
      return name === undefined ? [] : [{ key: String(id), label: name, count }];
    });
  const keyed = (items: Array<{ key: string; count: number }>) =>
    items.map(({ key, count }) => ({ key, label: null, count }));
  return {
    roles: named('roles', (id) => items.roles.get(id)?.role),
    expertise: named('expertise', (id) => items.expertise.get(id)?.expertise),
    skills: named('skills', (id) => items.skills.get(id)?.skill),
    industries: keyed(raw.industries),
    jobLevel: keyed(raw.jobLevel),
  };
}

/** A search's page and facets, by the index (findExperts) or by SQL alone (findExpertsBySql). */
export type FindExperts = typeof findExperts;

/** The same search as one SQL statement (`searchQuery`): the parity oracle of the index path. */
export async function findExpertsBySql(
  db: Database,
  filters: SearchFilters,
  words: SearchWord[],
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<FoundExperts> {
  const [row] = await namedRows<{ page: Array<{ profileId: number; card: CardOfIds }>; facets: FacetCounts }>(
    db,
    searchQuery(filters, order, limit, offset),
  );
  const cards = (await namedCards(db, row!.page)).map((hit) => hit.card);
  const matched = await findMatchedTerms(
    db,
    cards.map((card) => card.profileId),
    wordLexemes(words),
  );
  return { cards, matched, facets: row!.facets };
}

/** Where each profile holds the words' lexemes: own words, role, expertise and skill names. */
export interface MatchedTerms {
  profileId: number;
  own: string[];
  roles: string[];
  expertise: string[];
  skills: string[];
}

/** The oracle's highlights terms, one statement after its page (the index path reads them with its page). */
function findMatchedTerms(db: Database, profileIds: number[], lexemes: string[]): Promise<MatchedTerms[]> {
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
