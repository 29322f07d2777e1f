import type { ExpertCard, Match, MatchPage, MatchQuery, RoleName } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { RevisionCache } from '../../lib/revision-cache.js';
import { mayActOnProject, type AuthState } from '../../lib/access.js';
import { isExpertProfile, loadExpertCards } from './expert-cards.repository.js';
import { matchCautions, matchFactors } from './match-reasons.js';
import {
  findBrief,
  isMatchedToProjectOf,
  rankCandidates,
  rankEach,
  rankPairs,
  rankOne,
  uncoveredGaps,
  type BriefExperts,
  type MarketDepths,
} from './matching.repository.js';
import type { Brief, RankedRow } from './ranking-types.js';
import { fxMicros } from '../fx-rates/index.js';

/** Roles that have projects to match for, or match for others (docs/api.md#matcher-console); a contractor asking is refused by role (403). */
const MATCHING_ROLES: ReadonlySet<RoleName> = new Set(['client', 'admin']);

/** Ranked rows as matches: card, score, factors with their reasons. */
function toMatch(
  brief: Brief,
  { lexemes, phrase, engagement, card, evidence: _evidence, score, ...scores }: RankedRow,
): Match {
  const shared = new Set(lexemes);
  const sharedWords = [...new Set(brief.words.filter((word) => shared.has(word.lexeme)).map((word) => word.word))];
  return {
    expert: card,
    score,
    factors: matchFactors({ brief, card, sharedWords, phrase }, scores),
    cautions: matchCautions({ brief, card }),
    engagement,
  };
}

/**
 * The brief of the caller's own project, kept per instance while the caller's revision holds: everything
 * it is made of (the project, its owner's time zone and business detail) moves the owner's revision
 * (`user_revisions`), and a renamed catalogue item reaches it within the cache's TTL. Another user's
 * project is kept as `null` (ownership never changes), which answers 404 as before. About 1.8 ms of
 * PostgreSQL a request saved (docs/matching.md, "The query").
 */
async function ownBrief(
  db: Database,
  briefs: RevisionCache,
  caller: AuthState,
  projectId: number,
): Promise<Brief | undefined> {
  const body = await briefs.get(`${caller.userId}:${projectId}`, caller.revision, async () => {
    const brief = await findBrief(db, projectId);
    return JSON.stringify(brief?.ownerUserId === caller.userId ? brief : null);
  });
  const brief = JSON.parse(body) as Brief | null;
  // The exchange rates are not the owner's to move: read (from their own short cache) for every request.
  return brief ? { ...brief, fxMicros: await fxMicros(db) } : undefined;
}

/** `GET /projects/{id}/matches`: a page of matchable experts ranked for the project, with the reasons. */
export async function listMatches(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: MatchQuery,
  kept?: { briefs: RevisionCache; depths: MarketDepths },
): Promise<MatchPage> {
  if (!MATCHING_ROLES.has(caller.role)) throw AppError.forbidden('Only clients and admins see matches');
  const brief =
    kept && caller.role !== 'admin'
      ? await ownBrief(db, kept.briefs, caller, projectId)
      : await findBrief(db, projectId);
  if (!brief || !mayActOnProject(caller, brief)) throw AppError.notFound('Project not found');
  const ranked = await rankCandidates(db, brief, query.limit + 1, (query.page - 1) * query.limit, {
    depths: kept?.depths,
  });
  const data = ranked.slice(0, query.limit).map((row) => toMatch(brief, row));
  // Gaps nobody on the page covers are looked up in the whole market: the page says what nobody can cover.
  const onPage = new Set(data.flatMap((match) => match.expert.expertise.map((item) => item.id)));
  const unseen = brief.gaps.map((gap) => gap.id).filter((id) => !onPage.has(id));
  return { data, hasNextPage: ranked.length > query.limit, uncoveredGaps: await uncoveredGaps(db, brief, unseen) };
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
  return row && withoutEngagement(brief, row);
}

function withoutEngagement(brief: Brief, row: RankedRow): Omit<Match, 'engagement'> {
  const { engagement: _engagement, ...match } = toMatch(brief, row);
  return match;
}

/**
 * `matchOf` for several experts of several briefs, in one statement: by project id, then profile id;
 * an expert not matchable or under the floor is absent.
 */
export async function matchesOf(
  db: Database,
  wanted: BriefExperts[],
): Promise<Map<number, Map<number, Omit<Match, 'engagement'>>>> {
  const briefs = new Map(wanted.map(({ brief }) => [brief.projectId, brief]));
  const matches = new Map<number, Map<number, Omit<Match, 'engagement'>>>();
  for (const row of await rankEach(db, wanted)) {
    const ofProject = matches.get(row.projectId) ?? new Map<number, Omit<Match, 'engagement'>>();
    ofProject.set(row.profileId, withoutEngagement(briefs.get(row.projectId)!, row));
    matches.set(row.projectId, ofProject);
  }
  return matches;
}

/**
 * The match of each (brief, expert) pair, floor or not (docs/discovery.md#open-briefs-and-interest), by
 * project id, then profile id: above the floor the score and reasons the brief's owner sees for the
 * expert ("one score whichever side looks"), below it the same sum. `matchableOnly`: absent unless the
 * expert is matchable (what an invitation needs); else any expert (what open briefs and interest show).
 */
export async function pairMatchesOf(
  db: Database,
  pairs: Array<{ brief: Brief; profileId: number }>,
  { matchableOnly }: { matchableOnly: boolean },
): Promise<Map<number, Map<number, Omit<Match, 'engagement'>>>> {
  const briefs = new Map(pairs.map(({ brief }) => [brief.projectId, brief]));
  const matches = new Map<number, Map<number, Omit<Match, 'engagement'>>>();
  for (const row of await rankPairs(db, pairs, { matchableOnly })) {
    const ofProject = matches.get(row.projectId) ?? new Map<number, Omit<Match, 'engagement'>>();
    ofProject.set(row.profileId, withoutEngagement(briefs.get(row.projectId)!, row));
    matches.set(row.projectId, ofProject);
  }
  return matches;
}

/**
 * `GET /profiles/{id}/card`: the expert card, for a client one of whose projects the expert is matched
 * to (would appear in its matches) or engaged on (invited or accepted), and for admins (docs/api.md#matcher-console), who
 * see every expert's card. Any other client, and one asking for an expert no longer matchable nor
 * engaged, gets 404: the answer never tells whether the profile exists.
 */
export async function getExpertCard(db: Database, caller: AuthState, profileId: number): Promise<ExpertCard> {
  if (!MATCHING_ROLES.has(caller.role)) throw AppError.forbidden('Only clients and admins see expert cards');
  if (!(await maySeeExpertCard(db, caller, profileId))) throw AppError.notFound('Expert not found');
  const card = (await loadExpertCards(db, [profileId])).get(profileId);
  if (!card) throw AppError.notFound('Expert not found');
  return card;
}

/**
 * The card's rule (docs/matching.md), for a client or an admin: an admin sees any expert, a client one
 * matched to or engaged on one of their projects. The reviews about an expert follow it (docs/reviews.md).
 */
export function maySeeExpertCard(db: Database, caller: AuthState, profileId: number): Promise<boolean> {
  if (!MATCHING_ROLES.has(caller.role)) return Promise.resolve(false);
  return caller.role === 'admin' ? isExpertProfile(db, profileId) : isMatchedToProjectOf(db, profileId, caller.userId);
}
