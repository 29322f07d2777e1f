import {
  ErrorKeys,
  budgetDigitsIssue,
  budgetRangeIssue,
  fromMinor,
  type Currency,
  MEMBERS_CHANGE_DAYS,
  type ProjectUpdate,
  type Dashboard,
  type PageQuery,
  type Project,
  type ProjectBrief,
  type SquadMember,
  type SquadMembership,
  type SquadPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import {
  findSeatInvitationView,
  mailEngagementEnded,
  recordInvitationClosed,
  recordMemberEnded,
  recordProjectCompleted,
  toInvitationProject,
  viewAfterChange,
  withdrawOpenInvitations,
} from '../invitations/index.js';
import {
  expertiseCodesExist,
  findProjectOfUser,
  findSquadMember,
  hasEverHadMember,
  lockProject,
  projectAccessOf,
  toProject,
  updateProjectBrief,
} from '../projects/index.js';
import { ownConversationsOfProject, recordActivity } from '../messaging/index.js';
import { mailReviewInvitations } from '../reviews/index.js';
import { isProjectOwner } from '../../lib/access.js';
import { loadExpertCards } from '../matching/index.js';
import * as repo from './squads.repository.js';
import { ratesOfMembers } from './rates.repository.js';
import { toRateChange } from './rate-changes.service.js';
import type { AppDeps } from '../../deps.js';
import { withLiveTransaction } from '../live/index.js';
import { changePct } from '../engagements/index.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'live' | 'background'>;

const PROJECT_NOT_FOUND = 'Project not found';
const MEMBER_NOT_FOUND = 'Member not found';

/** Members as docs/api.md#invitations-and-squads shows them; CVs listed for the project's side only. */
/** The account export: every seat of the user, ended ones included. */
export async function exportMemberships(db: Database, userId: number): Promise<SquadMembership[]> {
  const rows = await repo.listMembershipsOfUser(db, userId);
  return rows.map(({ member, projectName, currency }) => ({
    id: member.id,
    project: { id: member.projectId, name: projectName },
    invitationId: member.invitationId,
    hoursPerWeek: member.hoursPerWeek,
    hourlyRate: member.hourlyRateMinor === null ? null : fromMinor(member.hourlyRateMinor, currency as Currency),
    status: member.status as SquadMembership['status'],
    joinedAt: member.joinedAt.toISOString(),
    endedAt: member.endedAt?.toISOString() ?? null,
  }));
}

async function toSquadMembers(db: Database, rows: repo.SquadMemberRow[], withCvs: boolean): Promise<SquadMember[]> {
  const profileIds = [...new Set(rows.map((row) => row.profileId))];
  const [cards, cvs, rates] = await Promise.all([
    loadExpertCards(db, profileIds),
    withCvs ? repo.listCvsOfProfiles(db, profileIds) : new Map<number, repo.CvRow[]>(),
    ratesOfMembers(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.flatMap((row) => {
    const expert = cards.get(row.profileId);
    const rate = rates.get(row.id);
    if (!expert || !rate) return [];
    const files = cvs.get(row.profileId) ?? [];
    return [
      {
        id: row.id,
        projectId: row.projectId,
        invitationId: row.invitationId,
        expert,
        hoursPerWeek: row.hoursPerWeek,
        // The rate in force today: an accepted change from its Monday on, else the one agreed on joining.
        hourlyRate: rate.rateMinor === null ? null : fromMinor(rate.rateMinor, rate.currency),
        currency: rate.currency,
        pendingRateChange: rate.pending && toRateChange(rate.pending, rate.currency),
        status: row.status as SquadMember['status'],
        joinedAt: row.joinedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        cvs: files.map(({ id, fileName, fileSize, mimeType }) => ({ id, fileName, fileSize, mimeType })),
      },
    ];
  });
}

/** `GET /projects/{id}/squad`: the project's side, and anyone who holds or held a seat in it. */
export async function listSquad(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<SquadPage> {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access || access.relation === 'nobody') throw AppError.notFound(PROJECT_NOT_FOUND);
  const { isProjectSide } = access;
  const { rows, hasNextPage } = await repo.listSquadMembers(db, projectId, query);
  return { data: await toSquadMembers(db, rows, isProjectSide), hasNextPage };
}

/**
 * `GET /projects/{id}/brief`: the brief as a member or former member reads it (docs/api.md#invitations-and-squads),
 * with their squad and direct conversations. The project's side reads `GET /projects/{id}` instead
 * (403 here); anyone else learns nothing (404).
 */
export async function getProjectBrief(db: Database, caller: AuthState, projectId: number): Promise<ProjectBrief> {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access) throw AppError.notFound(PROJECT_NOT_FOUND);
  const view = await findSeatInvitationView(db, projectId, caller.userId);
  if (!view) {
    if (access.isProjectSide) throw AppError.forbidden('Only squad members read the brief here');
    throw AppError.notFound(PROJECT_NOT_FOUND);
  }
  const conversations = await ownConversationsOfProject(db, caller.userId, projectId);
  return {
    ...toInvitationProject(view, 'expert'),
    squadConversationId: conversations.find((conversation) => conversation.kind === 'squad')?.id ?? null,
    directConversationId:
      conversations.find((conversation) => conversation.invitationId === view.invitation.id)?.id ?? null,
  };
}

/** `POST /projects/{id}/squad/{memberId}/end`: the project's side or that member; the hours are freed. */
export async function endMembership(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  memberId: number,
): Promise<SquadMember> {
  const { db } = deps.database;
  const access = await projectAccessOf(db, caller, projectId);
  const found = access && (await findSquadMember(db, projectId, memberId));
  if (!access || !found) throw AppError.notFound(MEMBER_NOT_FOUND);
  const isProjectSide = access.relation === 'owner';
  if (!isProjectSide && found.userId !== caller.userId) {
    // A fellow member may see the squad (and so this member), but not end someone else's seat.
    if (access.relation === 'member' || access.relation === 'former')
      throw AppError.forbidden('Only the owner or that member');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  const ended = await withLiveTransaction(db, deps.live, async (live) => {
    // The project first, as accept and completion do (docs/concurrency.md).
    await lockProject(live.tx, projectId);
    const row = await repo.endSquadMember(live.tx, memberId);
    // Already ended (a double-click, or the other side a moment earlier): the member as it stands.
    if (!row) return (await findSquadMember(live.tx, projectId, memberId))?.member ?? found.member;
    await recordMemberEnded(live, row, caller.userId);
    // The expert is told when someone else ended their seat.
    if (found.userId !== caller.userId) await mailEngagementEnded(live.tx, deps, row.invitationId, 'ended');
    await mailReviewInvitations(live.tx, deps, [row.id]);
    return row;
  });
  deps.background.kick();
  const [member] = await toSquadMembers(db, [ended], isProjectSide);
  if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
  return member;
}

/**
 * `PATCH /projects/{id} {status:'completed'}`: under the project's lock, open invitations are withdrawn
 * and every active membership ends (freeing the experts' hours) in one transaction. Completing a
 * completed project changes nothing.
 */
export async function completeProject(deps: Deps, caller: AuthState, projectId: number): Promise<Project> {
  const project = await withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const { tx } = live;
    const project = await lockProject(tx, projectId);
    if (!project || !isProjectOwner(caller, project)) throw AppError.notFound(PROJECT_NOT_FOUND);
    const wasCompleted = project.status === 'completed';
    const withdrawn = await withdrawOpenInvitations(tx, projectId);
    const completed = await repo.completeProjectRow(tx, projectId);
    if (!completed) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (!wasCompleted) {
      // Told to the squad before its members leave its conversation, so they hear of it too.
      await recordProjectCompleted(live, projectId, caller.userId);
      for (const invitationId of withdrawn)
        await recordInvitationClosed(live, await viewAfterChange(live, invitationId), 'withdrawn', caller.userId);
      for (const member of completed.ended) await recordMemberEnded(live, member, caller.userId);
      // Every expert it concerned hears of it: the members it ended, the invitees it withdrew.
      const told = [...completed.ended.map((member) => member.invitationId), ...withdrawn];
      for (const invitationId of told) await mailEngagementEnded(tx, deps, invitationId, 'completed');
      await mailReviewInvitations(
        tx,
        deps,
        completed.ended.map((member) => member.id),
      );
    }
    return toProject(completed.row);
  });
  deps.background.kick();
  return project;
}

/** `PATCH /projects/{id}` (the owner): `{status:'completed'}` completes the project; brief fields edit the brief. */
export function updateProject(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: ProjectUpdate,
): Promise<Project> {
  const { status, ...brief } = input;
  return status === 'completed' ? completeProject(deps, caller, projectId) : editBrief(deps, caller, projectId, brief);
}

/**
 * Edits a brief under the rules of creation (docs/api.md#projects), in one transaction under the
 * project's lock: the row, its matching columns (kept by the trigger in the same statement, so the
 * matches follow at once) and a `project.updated` activity item. A completed project's brief stays
 * as it was (409).
 */
async function editBrief(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  brief: Omit<ProjectUpdate, 'status'>,
): Promise<Project> {
  return withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const { tx } = live;
    const locked = await lockProject(tx, projectId);
    const stored = locked && isProjectOwner(caller, locked) && (await findProjectOfUser(tx, projectId, caller.userId));
    if (!stored) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (stored.status === 'completed') throw AppError.conflict('This project is completed: its brief cannot change');
    if (brief.expertiseGap !== undefined && !(await expertiseCodesExist(tx, brief.expertiseGap.split(',')))) {
      throw AppError.validation({ expertiseGap: ErrorKeys.unknownReference });
    }
    const goals = brief.businessGoal ?? stored.businessGoal;
    const wantsOther = goals.split(',').includes('other');
    const otherText = brief.businessGoalOther === undefined ? stored.businessGoalOther : brief.businessGoalOther;
    if (wantsOther && !otherText) throw AppError.validation({ businessGoalOther: ErrorKeys.otherRequiresText });
    // One bound sent: checked against the stored other one (the contract checks two sent together).
    const budget = brief.budget === undefined ? stored.budget : brief.budget;
    const budgetMax = brief.budgetMax === undefined ? stored.budgetMax : brief.budgetMax;
    const rangeIssue = budgetRangeIssue(
      budget === null ? null : Number(budget),
      budgetMax === null ? null : Number(budgetMax),
    );
    if (rangeIssue) throw AppError.validation(rangeIssue);
    const currency = brief.currency ?? (stored.currency as Currency);
    const digitsIssue = budgetDigitsIssue(
      currency,
      budget === null ? null : Number(budget),
      budgetMax === null ? null : Number(budgetMax),
    );
    if (digitsIssue) throw AppError.validation(digitsIssue);
    // Rates and hours were agreed in it: once anyone has joined (ended members too), it stays (docs/money.md#currencies).
    if (currency !== stored.currency && (await hasEverHadMember(tx, projectId))) {
      throw AppError.validation({ currency: ErrorKeys.currencyLocked });
    }
    const row = await updateProjectBrief(tx, projectId, {
      ...brief,
      // The text only means something next to the `other` goal; dropped otherwise, as on creation.
      businessGoalOther: wantsOther ? otherText : null,
    });
    if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
    await recordActivity(live, { type: 'project.updated', actorUserId: caller.userId, projectId });
    return toProject(row);
  });
}

/** `GET /dashboard` (clients): squads, members, the change of members over 30 days, productivity. */
export async function getDashboard(db: Database, caller: AuthState): Promise<Dashboard> {
  if (caller.role !== 'client') throw AppError.forbidden('Only clients have a dashboard');
  const figures = await repo.dashboardFigures(db, caller.userId, MEMBERS_CHANGE_DAYS);
  const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const { members, membersThen } = figures;
  const membersChangePct =
    membersThen === 0 ? (members === 0 ? 0 : null) : Math.round(((members - membersThen) / membersThen) * 100);
  return {
    squads: figures.squads,
    members,
    membersChangePct,
    productivity: oneDecimal(figures.productivity),
    productivityChangePct: changePct(figures.productivity, figures.productivityThen),
    productivityProjects: figures.productivityProjects,
    productivitySkipped: figures.productivitySkipped,
  };
}
