import { PAGE_SIZE_MAX, type ExpertCard } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { searchExperts } from '../discovery/index.js';
import { toSearchQuery } from './saved-search-query.js';

/**
 * How many of a saved search's experts count, in relevance order (docs/discovery.md#saved-searches): the
 * baseline when it is saved and each weekly run read its top 100, two pages of `GET /experts`.
 */
export const SCAN_MAX = 100;

/**
 * The experts a saved search finds now, best first, at most `SCAN_MAX`: `GET /experts` itself, run as its
 * owner (so who may be found and how they rank is Find experts' own rule), in relevance order whatever the
 * saved sort. None when the stored query is no longer one `GET /experts` accepts.
 */
export async function findMatchingExperts(
  db: Database,
  owner: AuthState,
  stored: Record<string, string>,
): Promise<ExpertCard[]> {
  const found: ExpertCard[] = [];
  for (let page = 1; found.length < SCAN_MAX; page++) {
    const query = toSearchQuery(stored, page, PAGE_SIZE_MAX);
    if (!query) return [];
    const result = await searchExperts(db, owner, query);
    found.push(...result.data.map((hit) => hit.expert));
    if (!result.hasNextPage) break;
  }
  return found.slice(0, SCAN_MAX);
}
