import {
  MEMBERS_CHANGE_DAYS,
  type Dashboard,
  type PageQuery,
  type Project,
  type SquadMember,
  type SquadPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { findProjectOwner, lockProject, withdrawOpenInvitations } from '../invitations/invitations.repository.js';
import { isProjectOwner, mayActOnProject } from '../../lib/access.js';
import { loadExpertCards } from '../matching/expert-cards.repository.js';
import { toProject } from '../projects/projects.repository.js';
import * as repo from './squads.repository.js';
import type { AppDeps } from '../../deps.js';
import { withLiveTransaction } from '../live/live-writer.js';
import { changePct } from '../engagements/productivity.js';
import {
  recordInvitationClosed,
  recordMemberEnded,
  recordProjectCompleted,
  viewAfterChange,
} from '../messaging/marketplace-events.js';

type Deps = Pick<AppDeps, 'database' | 'live'>;

const PROJECT_NOT_FOUND = 'Project not found';
const MEMBER_NOT_FOUND = 'Member not found';

/** Members as docs/api.md#invitations-and-squads shows them; CVs listed for the project's side only. */
async function toSquadMembers(db: Database, rows: repo.SquadMemberRow[], withCvs: boolean): Promise<SquadMember[]> {
  const profileIds = [...new Set(rows.map((row) => row.profileId))];
  const [cards, cvs] = await Promise.all([
    loadExpertCards(db, profileIds),
    withCvs ? repo.listCvsOfProfiles(db, profileIds) : new Map<number, repo.CvRow[]>(),
  ]);
  return rows.flatMap((row) => {
    const expert = cards.get(row.profileId);
    if (!expert) return [];
    const files = cvs.get(row.profileId) ?? [];
    return [
      {
        id: row.id,
        projectId: row.projectId,
        invitationId: row.invitationId,
        expert,
        hoursPerWeek: row.hoursPerWeek,
        hourlyRate: row.hourlyRate,
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
  const project = await findProjectOwner(db, projectId);
  if (!project) throw AppError.notFound(PROJECT_NOT_FOUND);
  const isProjectSide = mayActOnProject(caller, project);
  if (!isProjectSide && !(await repo.isMemberOf(db, projectId, caller.userId))) {
    throw AppError.notFound(PROJECT_NOT_FOUND);
  }
  const { rows, hasNextPage } = await repo.listSquadMembers(db, projectId, query);
  return { data: await toSquadMembers(db, rows, isProjectSide), hasNextPage };
}

/** `POST /projects/{id}/squad/{memberId}/end`: the project's side or that member; the hours are freed. */
export async function endMembership(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  memberId: number,
): Promise<SquadMember> {
  const { db } = deps.database;
  const project = await findProjectOwner(db, projectId);
  const found = project && (await repo.findSquadMember(db, projectId, memberId));
  if (!project || !found) throw AppError.notFound(MEMBER_NOT_FOUND);
  const isProjectSide = isProjectOwner(caller, project);
  if (!isProjectSide && found.userId !== caller.userId) {
    // A fellow member may see the squad (and so this member), but not end someone else's seat.
    if (await repo.isMemberOf(db, projectId, caller.userId)) throw AppError.forbidden('Only the owner or that member');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  const ended = await withLiveTransaction(db, deps.live, async (live) => {
    // The project first, as accept and completion do (docs/concurrency.md).
    await lockProject(live.tx, projectId);
    const row = await repo.endSquadMember(live.tx, memberId);
    if (!row) throw AppError.conflict('This membership has already ended');
    await recordMemberEnded(live, row, caller.userId);
    return row;
  });
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
  return withLiveTransaction(deps.database.db, deps.live, async (live) => {
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
    }
    return toProject(completed.row);
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
  };
}
