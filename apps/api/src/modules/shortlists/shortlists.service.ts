import {
  ErrorKeys,
  type PageQuery,
  type ShortlistCreate,
  type ShortlistEntry,
  type ShortlistPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { requireFinder } from '../discovery/index.js';
import { findBrief, loadExpertCards, matchesOf } from '../matching/index.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './shortlists.repository.js';

/**
 * The shortlist is its owner's (docs/discovery.md#shortlists): who may not find experts at all (a contractor,
 * an unverified client) → 403, as `GET /experts`; anyone but the project's owner, admins included → 404.
 */
async function requireOwnProject(db: Database, caller: AuthState, projectId: number): Promise<void> {
  await requireFinder(db, caller);
  const access = await projectAccessOf(db, caller, projectId);
  if (access?.relation !== 'owner') throw AppError.notFound('Project not found');
}

/**
 * Entries as the owner reads them: each expert's card and live match to the project (the very score and
 * reasons its match list gives now, as an open invitation shows it; null when not ranked), read for the
 * whole page at once. An entry whose card is gone is left out.
 */
async function toEntries(db: Database, projectId: number, rows: repo.ShortlistRow[]): Promise<ShortlistEntry[]> {
  if (rows.length === 0) return [];
  const profileIds = rows.map((row) => row.profileId);
  const cards = await loadExpertCards(db, profileIds);
  const brief = await findBrief(db, projectId);
  const matches = brief ? (await matchesOf(db, [{ brief, profileIds }])).get(projectId) : undefined;
  return rows.flatMap((row) => {
    const expert = cards.get(row.profileId);
    if (!expert) return [];
    const match = matches?.get(row.profileId);
    return [
      {
        id: row.id,
        expert,
        note: row.note,
        match: match ? { score: match.score, factors: match.factors } : null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * `POST /projects/{id}/shortlist`: adds an expert Find experts shows (active, verified, not rejected,
 * listed; otherwise 422 `{profileId:'notAvailable'}`, an unknown id too); again → 409.
 */
export async function addToShortlist(
  db: Database,
  caller: AuthState,
  projectId: number,
  input: ShortlistCreate,
): Promise<ShortlistEntry> {
  await requireOwnProject(db, caller, projectId);
  const note = input.note ? input.note : null;
  const row = await repo.insertEntry(db, { projectId, profileId: input.profileId, note });
  if (!row) {
    if (await repo.findEntry(db, projectId, input.profileId)) throw AppError.conflict('Already on the shortlist');
    throw AppError.validation({ profileId: ErrorKeys.notAvailable });
  }
  // A findable expert always has a card.
  return (await toEntries(db, projectId, [row]))[0]!;
}

/** `GET /projects/{id}/shortlist`: a page of the shortlist, newest first. */
export async function listShortlist(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<ShortlistPage> {
  await requireOwnProject(db, caller, projectId);
  const rows = await repo.findEntries(db, projectId, query.limit + 1, (query.page - 1) * query.limit);
  return { data: await toEntries(db, projectId, rows.slice(0, query.limit)), hasNextPage: rows.length > query.limit };
}

/** `DELETE /projects/{id}/shortlist/{profileId}`: 404 when the expert is not on it. */
export async function removeFromShortlist(
  db: Database,
  caller: AuthState,
  projectId: number,
  profileId: number,
): Promise<void> {
  await requireOwnProject(db, caller, projectId);
  if (!(await repo.deleteEntry(db, projectId, profileId))) throw AppError.notFound('Not on the shortlist');
}
