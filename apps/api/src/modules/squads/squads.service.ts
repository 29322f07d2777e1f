import {
  fromMinor,
  type Currency,
  MEMBERS_CHANGE_DAYS,
  type Dashboard,
  type PageQuery,
  type ProjectBrief,
  type SquadMember,
  type SquadMembership,
  type SquadPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { findSeatInvitationView, toInvitationProject } from '../invitations/index.js';
import { loadExpertCards } from '../matching/index.js';
import { ownConversationsOfProject } from '../messaging/index.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './squads.repository.js';
import { ratesOfMembers } from './rates.repository.js';
import { toRateChange } from './rate-changes.service.js';
import type { AppDeps } from '../../deps.js';
import { changePct } from '../engagements/index.js';

export type Deps = Pick<AppDeps, 'config' | 'database' | 'live' | 'background'>;

export const PROJECT_NOT_FOUND = 'Project not found';
export const MEMBER_NOT_FOUND = 'Member not found';

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

export async function toSquadMembers(
  db: Database,
  rows: repo.SquadMemberRow[],
  withCvs: boolean,
): Promise<SquadMember[]> {
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
