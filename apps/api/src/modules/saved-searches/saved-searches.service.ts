import {
  ErrorKeys,
  SAVED_SEARCHES_MAX,
  type PageQuery,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { requireFinder } from '../discovery/index.js';
import { findMatchingExperts } from './matching-experts.js';
import { toStoredQuery } from './saved-search-query.js';
import * as repo from './saved-searches.repository.js';

/** Saved searches are a client's (docs/discovery.md#saved-searches): a verified one; anyone else → 403. */
async function requireSaver(db: Database, caller: AuthState): Promise<void> {
  await requireFinder(db, caller);
  if (caller.role !== 'client') throw AppError.forbidden('Only clients save searches');
}

function toSavedSearch(row: repo.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const tooMany = () => AppError.validation({ name: ErrorKeys.tooManySavedSearches });

/**
 * `POST /saved-searches`: keeps the query (checked as `GET /experts` checks it) and counts the experts it
 * finds now as seen, so the first weekly mail names only those who match after this. At most
 * `SAVED_SEARCHES_MAX` a client: counted under the lock of the user's row, so two saves at once cannot both
 * be the 20th (docs/concurrency.md).
 */
export async function createSavedSearch(
  db: Database,
  caller: AuthState,
  input: SavedSearchCreate,
): Promise<SavedSearch> {
  await requireSaver(db, caller);
  const query = toStoredQuery(input.query);
  // Not the rule, only a shortcut: a full list answers before the search runs; the count under the lock decides.
  if ((await repo.countSavedSearches(db, caller.userId)) >= SAVED_SEARCHES_MAX) throw tooMany();
  const baseline = await findMatchingExperts(db, caller, query);
  const row = await withTransaction(db, async (tx) => {
    await repo.lockUser(tx, caller.userId);
    if ((await repo.countSavedSearches(tx, caller.userId)) >= SAVED_SEARCHES_MAX) throw tooMany();
    const saved = await repo.insertSavedSearch(tx, { userId: caller.userId, name: input.name, query });
    await repo.upsertSeen(
      tx,
      saved.id,
      baseline.map((expert) => expert.profileId),
    );
    return saved;
  });
  return toSavedSearch(row);
}

/** `GET /saved-searches`: a page of the caller's own, newest first. */
export async function listSavedSearches(db: Database, caller: AuthState, query: PageQuery): Promise<SavedSearchPage> {
  await requireSaver(db, caller);
  const rows = await repo.findSavedSearches(db, caller.userId, query.limit + 1, (query.page - 1) * query.limit);
  return { data: rows.slice(0, query.limit).map(toSavedSearch), hasNextPage: rows.length > query.limit };
}

/** `DELETE /saved-searches/{id}`: the caller's own; another's, or none → 404. */
export async function deleteSavedSearch(db: Database, caller: AuthState, id: number): Promise<void> {
  await requireSaver(db, caller);
  if (!(await repo.deleteSavedSearch(db, caller.userId, id))) throw AppError.notFound('Saved search not found');
}
