import { type OpenBriefPage, type OpenBriefQuery, type InvitationProject } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { type Brief, findBrief, pairMatchesOf, readTextTerms } from '../matching/index.js';
import { findExpertProfile } from './interest.repository.js';
import { type BriefView, findInterestsOf, findOpenBriefs } from './open-briefs.repository.js';

/**
 * How many open briefs, newest first, are ranked for one expert: each is scored against the caller in one
 * statement, then ordered by that score (docs/discovery.md#open-briefs-and-interest, "Limits").
 */
export const OPEN_BRIEFS_RANKED_MAX = 100;

/** The caller as an expert who may read open briefs and answer them: a contractor with a verified address and a profile. */
export async function requireExpert(db: Database, caller: AuthState) {
  if (caller.role !== 'contractor') throw AppError.forbidden('Only experts read and answer open briefs');
  const expert = await findExpertProfile(db, caller.userId);
  if (!expert?.verified) throw AppError.forbidden('Verify your e-mail address to see open briefs');
  return expert;
}

/** The brief as an expert reads it: the brief's fields, no client names or contact. */
export function toBriefProject({ project }: BriefView): Omit<InvitationProject, 'client'> {
  return {
    ...project,
    projectStage: project.projectStage as InvitationProject['projectStage'],
    timeline: project.timeline as InvitationProject['timeline'],
    currency: project.currency as InvitationProject['currency'],
    status: project.status as InvitationProject['status'],
  };
}

/**
 * `GET /opportunities/open`: the open briefs of other clients whose words hold the query's (read by
 * `text_terms`, as Find experts and the briefs read words; a query without a meaningful word filters
 * nothing), ranked by the caller's own match to each,
 * best first, ties to the newer brief.
 */
export async function listOpenBriefs(db: Database, caller: AuthState, query: OpenBriefQuery): Promise<OpenBriefPage> {
  const { profileId } = await requireExpert(db, caller);
  const lexemes = query.q ? (await readTextTerms(db, query.q)).lexemes : [];
  const views = await findOpenBriefs(db, caller.userId, lexemes, OPEN_BRIEFS_RANKED_MAX);
  const briefs = (await Promise.all(views.map((view) => findBrief(db, view.project.id)))).filter(
    (brief): brief is Brief => brief !== undefined,
  );
  const pairs = briefs.map((brief) => ({ brief, profileId }));
  const matches = await pairMatchesOf(db, pairs, { matchableOnly: false });
  const scored = views.map((view) => {
    const match = matches.get(view.project.id)?.get(profileId);
    return { view, match: match ? { score: match.score, factors: match.factors } : { score: 0, factors: [] } };
  });
  scored.sort((a, b) => b.match.score - a.match.score || b.view.project.id - a.view.project.id);
  const start = (query.page - 1) * query.limit;
  const page = scored.slice(start, start + query.limit);
  const interests = await findInterestsOf(db, profileId, page.map(({ view }) => view.project.id));
  return {
    data: page.map(({ view, match }) => {
      const interest = interests.get(view.project.id);
      return {
        project: toBriefProject(view),
        client: { orgName: view.orgName, industry: view.industry, rating: view.clientRating },
        match,
        myInterest: interest
          ? { id: interest.id, status: interest.status as 'pending', createdAt: interest.createdAt.toISOString() }
          : null,
      };
    }),
    hasNextPage: scored.length > start + query.limit,
  };
}
