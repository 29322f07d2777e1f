import {
  ExpertSearchQuerySchema,
  fieldMessage,
  type ExpertSearchQuery,
  type SavedSearchQuery,
} from '@fractional/contract';
import { AppError } from '../../lib/errors.js';

/** `GET /experts`'s parameters, by name. */
const PARAMETERS: ReadonlySet<string> = new Set(Object.keys(ExpertSearchQuerySchema.shape));
/** Which page and how many a page holds are the reader's, not the search's: a saved query holding them → 422. */
const NOT_KEPT: ReadonlySet<string> = new Set(['page', 'limit']);

/**
 * A saved search's query as stored (docs/discovery.md#saved-searches): each parameter as its URL text, checked
 * exactly as `GET /experts` checks its query string, so the link in the weekly mail opens a valid search.
 * An unknown parameter, `page` or `limit`, or a value `GET /experts` refuses → 422 naming `query.<parameter>`.
 * `sort` is kept (the link opens the list in that order; the weekly run ranks by relevance whatever it says).
 */
export function toStoredQuery(query: SavedSearchQuery): Record<string, string> {
  const stored = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const errors: Record<string, string> = {};
  for (const name of Object.keys(stored)) {
    if (NOT_KEPT.has(name)) errors[`query.${name}`] = 'is not kept in a saved search';
    else if (!PARAMETERS.has(name)) errors[`query.${name}`] = 'is not a parameter of Find experts';
  }
  const parsed = ExpertSearchQuerySchema.safeParse(stored);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'general');
      errors[`query.${name}`] ??= fieldMessage(name, issue.message);
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return stored;
}

/** The stored query as `GET /experts` would read it, for one page in relevance order; null if no longer valid. */
export function toSearchQuery(stored: Record<string, string>, page: number, limit: number): ExpertSearchQuery | null {
  const parsed = ExpertSearchQuerySchema.safeParse({
    ...stored,
    sort: 'relevance',
    page: String(page),
    limit: String(limit),
  });
  return parsed.success ? parsed.data : null;
}
