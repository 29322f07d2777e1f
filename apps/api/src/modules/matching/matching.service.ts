import type { ExpertCard, Match, MatchPage, MatchQuery, RoleName } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../plugins/auth.js';
import { mayActOnProject } from '../invitations/project-access.js';
import { loadExpertCards } from './expert-cards.repository.js';
import { matchFactors } from './match-reasons.js';
import {
  briefWords,
  engagementsOf,
  findBrief,
  isMatchedToProjectOf,
  rankCandidates,
  rankOne,
  sharedLexemes,
  type Brief,
  type RankedRow,
} from './matching.repository.js';

/** Roles that have projects to match for; a contractor asking is refused by role (403). */
const MATCHING_ROLES: ReadonlySet<RoleName> = new Set(['client']);

/** Ranked rows as matches: card, score, factors with their reasons; rows whose profile vanished are left out. */
async function toMatches(db: Database, brief: Brief, ranked: RankedRow[]): Promise<Array<Omit<Match, 'engagement'>>> {
  const ids = ranked.map((row) => row.profileId);
  const [cards, lexemes, words] = await Promise.all([
    loadExpertCards(db, ids),
    sharedLexemes(db, brief, ids),
    briefWords(db, brief),
  ]);
  return ranked.flatMap((row) => {
    const card = cards.get(row.profileId);
    if (!card) return []; // deleted between the two reads: left out rather than shown half
    const shared = new Set(lexemes.get(row.profileId));
    const sharedWords = [...new Set(words.filter((word) => shared.has(word.lexeme)).map((word) => word.word))];
    return [
      { expert: card, score: Math.round(row.total * 100), factors: matchFactors({ brief, card, sharedWords }, row) },
    ];
  });
}

/** `GET /projects/{id}/matches`: a page of matchable experts ranked for the project, with the reasons. */
export async function listMatches(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: MatchQuery,
): Promise<MatchPage> {
  if (!MATCHING_ROLES.has(caller.role)) throw AppError.forbidden('Only clients see matches');
  const brief = await findBrief(db, projectId);
  if (!brief || !mayActOnProject(caller, brief)) throw AppError.notFound('Project not found');
  const ranked = await rankCandidates(db, brief, query.limit + 1, (query.page - 1) * query.limit);
  const page = ranked.slice(0, query.limit);
  const [matches, engagements] = await Promise.all([
    toMatches(db, brief, page),
    engagementsOf(
      db,
      projectId,
      page.map((row) => row.profileId),
    ),
  ]);
  const data = matches.map((match) => ({ ...match, engagement: engagements.get(match.expert.profileId) ?? null }));
  return { data, hasNextPage: ranked.length > query.limit };
}

/**
 * One expert's match to the brief (what an invitation keeps as its snapshot); undefined when the expert
 * is not matchable (inactive, unverified, closed, not open to work, no hours left) or shares nothing with it.
 */
export async function matchOf(
  db: Database,
  brief: Brief,
  profileId: number,
): Promise<Omit<Match, 'engagement'> | undefined> {
  const row = await rankOne(db, brief, profileId);
  return row ? (await toMatches(db, brief, [row]))[0] : undefined;
}

/**
 * `GET /profiles/{id}/card`: the expert card, for a client one of whose projects the expert is matched
 * to (would appear in its matches) or engaged on (invited or accepted). Anyone else, and an expert no longer matchable, gets 404: the
 * answer never tells whether the profile exists. Admins (§12) will see every card.
 */
export async function getExpertCard(db: Database, caller: AuthState, profileId: number): Promise<ExpertCard> {
  if (!MATCHING_ROLES.has(caller.role)) throw AppError.forbidden('Only clients see expert cards');
  if (!(await isMatchedToProjectOf(db, profileId, caller.userId))) throw AppError.notFound('Expert not found');
  const card = (await loadExpertCards(db, [profileId])).get(profileId);
  if (!card) throw AppError.notFound('Expert not found');
  return card;
}
