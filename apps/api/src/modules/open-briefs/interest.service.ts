import {
  ErrorKeys,
  hourlyRateIssue,
  toMinor,
  type Currency,
  type Interest,
  type InterestCreate,
  type InterestDecline,
  type InterestPage,
  type Invitation,
  type PageQuery,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { isProjectOwner, type AuthState } from '../../lib/access.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { sendInvitation } from '../invitations/index.js';
import { withLiveTransaction } from '../live/index.js';
import { type Brief, findBrief } from '../matching/index.js';
import { lockProject } from '../projects/index.js';
import { recordInterestDeclined, recordInterestExpressed } from './interest-events.js';
import { toInterests } from './interest-json.js';
import * as repo from './interest.repository.js';
import { findOpenBrief } from './open-briefs.repository.js';
import { requireExpert } from './open-briefs.service.js';

export type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

const PROJECT_NOT_FOUND = 'Project not found';
const INTEREST_NOT_FOUND = 'Interest not found';
const ANSWERED = 'This interest was already answered: the expert was invited or declined';

async function oneInterest(db: Database, row: repo.InterestRow, brief?: Brief): Promise<Interest> {
  const [interest] = await toInterests(db, [row], brief);
  if (!interest) throw AppError.notFound(INTEREST_NOT_FOUND);
  return interest;
}

/**
 * `POST /projects/{id}/interest` (a verified, matchable expert): once per expert and brief, settled by
 * the unique index (409). Under the project's lock, so it queues behind completion and an invitation.
 */
export async function expressInterest(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: InterestCreate,
): Promise<Interest> {
  const { db } = deps.database;
  const expert = await requireExpert(db, caller);
  if (!expert.matchable) throw AppError.validation({ hoursPerWeek: ErrorKeys.notAvailable });
  const row = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    await lockProject(tx, projectId);
    const brief = await findOpenBrief(tx, projectId);
    if (!brief || brief.ownerUserId === caller.userId) throw AppError.notFound(PROJECT_NOT_FOUND);
    const currency = brief.project.currency as Currency;
    const rateIssue = hourlyRateIssue(input.hourlyRate, currency);
    if (rateIssue) throw AppError.validation({ hourlyRate: rateIssue });
    if (await repo.isEngaged(tx, projectId, expert.profileId)) {
      throw AppError.conflict('You are already invited to this project or in its squad');
    }
    let inserted: repo.InterestRow;
    try {
      inserted = await repo.insertInterest(tx, {
        projectId,
        profileId: expert.profileId,
        message: input.message,
        hoursPerWeek: input.hoursPerWeek,
        hourlyRateMinor: toMinor(input.hourlyRate, currency),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'project_interests_once')) {
        throw AppError.conflict('You already expressed interest in this brief');
      }
      throw error;
    }
    await recordInterestExpressed(deps, live, brief, inserted);
    return inserted;
  });
  deps.background.kick();
  return oneInterest(db, row);
}

/** The brief of a project the caller owns; 404 for anyone else (admins included) and for none. */
async function ownBrief(db: Database, caller: AuthState, projectId: number): Promise<Brief> {
  const brief = await findBrief(db, projectId);
  if (!brief || !isProjectOwner(caller, brief)) throw AppError.notFound(PROJECT_NOT_FOUND);
  return brief;
}

/** `GET /projects/{id}/interest` (the owner): newest first, each with the expert's card and live match. */
export async function listInterest(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<InterestPage> {
  const brief = await ownBrief(db, caller, projectId);
  const { rows, hasNextPage } = await repo.listInterestsOfProject(db, projectId, query);
  return { data: await toInterests(db, rows, brief), hasNextPage };
}

/** The interest and its project's brief, for the project's owner; 404 for anyone else. */
async function ownInterest(db: Database, caller: AuthState, id: number) {
  const interest = await repo.findInterest(db, id);
  if (!interest) throw AppError.notFound(INTEREST_NOT_FOUND);
  const brief = await findBrief(db, interest.projectId);
  if (!brief || !isProjectOwner(caller, brief)) throw AppError.notFound(INTEREST_NOT_FOUND);
  return { interest, brief };
}

/**
 * `POST /interest/{id}/invite` (the owner): the §10 invitation, sent by the invitations module exactly as
 * from the matches (mail, activity, live event, match snapshot), with the interest's hours; the interest
 * becomes `invited` in the same transaction. The project, then the interest, locked FOR UPDATE: of two
 * racing invites one sends the invitation, the other finds the interest answered (409).
 */
export async function inviteFromInterest(deps: Deps, caller: AuthState, id: number): Promise<Invitation> {
  const { db } = deps.database;
  const { interest } = await ownInterest(db, caller, id);
  const invitation = await withLiveTransaction(db, deps.live, async (live) => {
    await lockProject(live.tx, interest.projectId);
    const locked = await repo.lockInterest(live.tx, id);
    if (!locked) throw AppError.notFound(INTEREST_NOT_FOUND);
    if (locked.status !== 'pending') throw AppError.conflict(ANSWERED);
    const sent = await sendInvitation(
      deps,
      live,
      caller,
      locked.projectId,
      { profileId: locked.profileId, hoursPerWeek: locked.hoursPerWeek },
      { belowFloor: true },
    );
    await repo.answerInterest(live.tx, id, { status: 'invited', invitationId: sent.id });
    return sent;
  });
  deps.background.kick();
  return invitation;
}

/** `POST /interest/{id}/decline` (the owner): with an optional reason the expert reads; again → 409. */
export async function declineInterest(
  deps: Deps,
  caller: AuthState,
  id: number,
  input: InterestDecline,
): Promise<Interest> {
  const { db } = deps.database;
  const { interest, brief } = await ownInterest(db, caller, id);
  const declined = await withLiveTransaction(db, deps.live, async (live) => {
    const project = await lockProject(live.tx, interest.projectId);
    const row = await repo.answerInterest(live.tx, id, { status: 'declined', declineReason: input.reason || null });
    if (!row || !project) throw AppError.conflict(ANSWERED);
    const orgName = await repo.findOrgName(live.tx, project.ownerUserId);
    await recordInterestDeclined(deps, live, { id: project.id, name: project.name, orgName }, row, caller.userId);
    return row;
  });
  deps.background.kick();
  return oneInterest(db, declined, brief);
}
