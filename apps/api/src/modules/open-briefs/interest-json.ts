import { fromMinor, type Currency, type Interest, type InterestStatus } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { type Brief, findBrief, loadExpertCards, pairMatchesOf } from '../matching/index.js';
import type { InterestRow } from './interest.repository.js';

const NO_MATCH = { score: 0, factors: [] };

/**
 * Interests as the project's owner reads them (docs/discovery.md#open-briefs-and-interest): each with the
 * expert's public card (never an e-mail, a phone or a CV) and their live match to the brief, the score
 * and reasons the owner's match list shows (below the matcher's floor, the same sum). One brief, the
 * cards in one query and the matches in one statement; an interest whose expert's card is gone (a
 * closed account) is left out.
 */
export async function toInterests(db: Database, rows: InterestRow[], known?: Brief): Promise<Interest[]> {
  const first = rows[0];
  if (!first) return [];
  const brief = known ?? (await findBrief(db, first.projectId));
  if (!brief) return [];
  const cards = await loadExpertCards(db, [...new Set(rows.map((row) => row.profileId))]);
  const pairs = rows.map((row) => ({ brief, profileId: row.profileId }));
  const matches = (await pairMatchesOf(db, pairs, { matchableOnly: false })).get(brief.projectId);
  return rows.flatMap((row) => {
    const card = cards.get(row.profileId);
    if (!card) return [];
    const match = matches?.get(row.profileId);
    return [
      {
        id: row.id,
        projectId: row.projectId,
        expert: card,
        match: match ? { score: match.score, factors: match.factors } : NO_MATCH,
        message: row.message,
        hoursPerWeek: row.hoursPerWeek,
        hourlyRate: fromMinor(row.hourlyRateMinor, brief.currency),
        currency: brief.currency as Currency,
        status: row.status as InterestStatus,
        declineReason: row.declineReason,
        invitationId: row.invitationId,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
