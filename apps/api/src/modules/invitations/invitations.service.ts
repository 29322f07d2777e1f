import {
  hourlyRateIssue,
  toMinor,
  type Currency,
  ErrorKeys,
  OPEN_INVITATIONS_MAX,
  type Invitation,
  type InvitationAccept,
  type InvitationCreate,
  type InvitationDecline,
  type InvitationListQuery,
  type InvitationPage,
  webPaths,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { invitationAcceptedMail, invitationDeclinedMail, invitationMail } from '../../mail/invitation-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { AuthState } from '../../lib/access.js';
import { findBrief, matchOf } from '../matching/index.js';
import { findUserRowById } from '../users/index.js';
import {
  isByFractional,
  toInvitation,
  toInvitations,
  type InvitationReader,
  type InvitationSides,
} from './invitation-json.js';
import { lockProject, projectAccessOf } from '../projects/index.js';
import * as repo from './invitations.repository.js';
import { mailEngagementEnded } from './engagement-mails.js';
import { mayActOnProject } from '../../lib/access.js';
import { auditOnBehalf } from '../admin/index.js';
import { withLiveTransaction } from '../live/index.js';
import { recordInvitationAccepted, recordInvitationClosed, recordInvitationSent } from './marketplace-events.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

const PROJECT_NOT_FOUND = 'Project not found';
const INVITATION_NOT_FOUND = 'Invitation not found';
const CLOSED = 'This invitation is closed: it was already accepted, declined or withdrawn';

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'An expert';

/** The invitation as `reader` sees it once its change is recorded; 404 when the expert's card is gone. */
function sideOf(sides: InvitationSides | null, reader: InvitationReader): Invitation {
  if (!sides) throw AppError.notFound(INVITATION_NOT_FOUND);
  return sides[reader];
}

async function requireView(db: Database, id: number): Promise<repo.InvitationView> {
  const view = await repo.findInvitationView(db, id);
  if (!view) throw AppError.notFound(INVITATION_NOT_FOUND);
  return view;
}

/** Which side the caller reads an invitation from; 404 for anyone on neither side (nothing is revealed). */
function readerOf(caller: AuthState, view: repo.InvitationView): InvitationReader {
  if (view.expertUserId === caller.userId) return 'expert';
  if (mayActOnProject(caller, { ownerUserId: view.owner.userId })) return 'project';
  throw AppError.notFound(INVITATION_NOT_FOUND);
}

/** The invitation as `reader` reads it now. */
async function readAs(db: Database, id: number, reader: InvitationReader): Promise<Invitation> {
  const [invitation] = await toInvitations(db, [await requireView(db, id)], reader);
  if (!invitation) throw AppError.notFound(INVITATION_NOT_FOUND);
  return invitation;
}

/** An accept the invitation already carries: accepted with these hours and this rate. */
function isSameAccept(invitation: repo.InvitationRow, input: InvitationAccept, rateMinor: number): boolean {
  return (
    invitation.status === 'accepted' &&
    invitation.hoursPerWeek === input.hoursPerWeek &&
    invitation.hourlyRateMinor === rateMinor
  );
}

/**
 * A decline or withdrawal that found the invitation closed: the same answer again (a double-click)
 * is 200 the invitation as it stands; any other closing is 409.
 */
async function repeatedOrConflict(
  db: Database,
  id: number,
  status: 'declined' | 'withdrawn',
  reader: InvitationReader,
): Promise<Invitation> {
  const view = await requireView(db, id);
  if (view.invitation.status !== status) throw AppError.conflict(CLOSED);
  return readAs(db, id, reader);
}

/**
 * `POST /projects/{id}/invitations`. The project row is locked first, so this project's invitations,
 * accepts and completion queue one behind the other: the open count and the "already engaged" check
 * cannot be raced (the partial unique index backs the latter up).
 */
export async function createInvitation(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: InvitationCreate,
): Promise<Invitation> {
  const { db } = deps.database;
  const invitation = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    const project = await lockProject(tx, projectId);
    if (!project || !mayActOnProject(caller, project)) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (project.status === 'completed') throw AppError.conflict('This project is completed');
    // Read after the lock (a fresh statement): a client who closed their account meanwhile is seen.
    if ((await findUserRowById(tx, project.ownerUserId))?.deletedAt) {
      throw AppError.conflict('The client of this project has closed their account');
    }
    if (await repo.isEngaged(tx, projectId, input.profileId)) {
      throw AppError.conflict('This expert already has an open or accepted invitation to this project');
    }
    // A share lock on the expert's profile: an account closure (which updates that row) either
    // finishes first, and the expert is no longer matchable, or waits and then declines this one.
    await repo.shareLockProfile(tx, input.profileId);
    const brief = await findBrief(tx, projectId);
    const match = brief && (await matchOf(tx, brief, input.profileId));
    if (!match) throw AppError.validation({ profileId: ErrorKeys.notAvailable });
    if ((await repo.countOpenInvitations(tx, projectId)) >= OPEN_INVITATIONS_MAX) {
      throw AppError.validation({ profileId: ErrorKeys.tooManyOpenInvitations });
    }
    let row: repo.InvitationRow;
    try {
      row = await repo.insertInvitation(tx, {
        projectId,
        profileId: input.profileId,
        invitedByUserId: caller.userId,
        message: input.message || null,
        hoursPerWeek: input.hoursPerWeek ?? project.hoursPerWeek,
        matchScore: match.score,
        matchFactors: match.factors,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'invitations_engaged_once')) throw AppError.conflict('Already invited');
      throw error;
    }
    const view = await requireView(tx, row.id);
    const expert = await repo.findExpertUser(tx, input.profileId);
    await auditOnBehalf(tx, caller, view, fullName(expert ?? match.expert), { before: null, after: 'invited' });
    if (expert) {
      await enqueueMail(
        tx,
        invitationMail({
          to: expert.email,
          firstName: expert.firstName,
          supportEmail: deps.config.mail.supportEmail,
          projectName: project.name,
          hoursPerWeek: row.hoursPerWeek,
          orgName: view.business?.orgName ?? null,
          message: row.message,
          byFractional: isByFractional(view),
          link: webUrl(deps.config.appUrl, webPaths.contractor.opportunity(row.id)),
        }),
      );
    }
    await recordInvitationSent(live, view, caller.userId);
    return toInvitation(view, match.expert, 'project');
  });
  deps.background.kick();
  return invitation;
}

/** `GET /projects/{id}/invitations`: the project's side only. */
export async function listProjectInvitations(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: InvitationListQuery,
): Promise<InvitationPage> {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access?.isProjectSide) throw AppError.notFound(PROJECT_NOT_FOUND);
  const { rows, hasNextPage } = await repo.listInvitationsOfProject(db, projectId, query);
  return { data: await toInvitations(db, rows, 'project'), hasNextPage };
}

/** `GET /invitations`: the invitations sent to the caller (an empty page for anyone never invited). */
export async function listOwnInvitations(
  db: Database,
  caller: AuthState,
  query: InvitationListQuery,
): Promise<InvitationPage> {
  const { rows, hasNextPage } = await repo.listInvitationsOfExpert(db, caller.userId, query);
  return { data: await toInvitations(db, rows, 'expert'), hasNextPage };
}

/** For `GET /auth/me/export`: every invitation the user received or sent, each as their side sees it. */
export async function exportInvitations(db: Database, userId: number): Promise<Invitation[]> {
  const views = await repo.listAllInvitationsOfUser(db, userId);
  const received = views.filter((view) => view.expertUserId === userId);
  const sent = views.filter((view) => view.expertUserId !== userId);
  return [...(await toInvitations(db, received, 'expert')), ...(await toInvitations(db, sent, 'project'))];
}

/** `GET /invitations/{id}`: either side. */
export async function getInvitation(db: Database, caller: AuthState, id: number): Promise<Invitation> {
  const view = await requireView(db, id);
  const [invitation] = await toInvitations(db, [view], readerOf(caller, view));
  if (!invitation) throw AppError.notFound(INVITATION_NOT_FOUND);
  return invitation;
}

/** The invited expert may answer; the project's side sees the invitation but may not (403). */
async function requireExpert(db: Database, caller: AuthState, id: number): Promise<repo.InvitationView> {
  const view = await requireView(db, id);
  if (readerOf(caller, view) !== 'expert') throw AppError.forbidden('Only the invited expert can answer');
  return view;
}

/**
 * `POST /invitations/{id}/accept`: one transaction under the capacity ledger's lock (ADR 0012). Locks
 * in the one order of every path that changes an invitation or a seat (project, invitation, expert
 * profile; docs/concurrency.md), so it never deadlocks with a withdrawal, a decline or completion.
 */
export async function acceptInvitation(
  deps: Deps,
  caller: AuthState,
  id: number,
  input: InvitationAccept,
): Promise<Invitation> {
  const { db } = deps.database;
  const view = await requireExpert(db, caller, id);
  // An agreed rate for every hour, in the project's currency (docs/money.md#agreed-rates); the
  // currency cannot change any more once this accept commits (the project's lock orders the two).
  const currency = view.project.currency as Currency;
  const rateIssue = hourlyRateIssue(input.hourlyRate, currency);
  if (rateIssue) throw AppError.validation({ hourlyRate: rateIssue });
  const hourlyRateMinor = toMinor(input.hourlyRate!, currency);
  const accepted = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    const project = await lockProject(tx, view.project.id);
    const invitation = await repo.lockInvitation(tx, id);
    if (!project || !invitation) throw AppError.notFound(INVITATION_NOT_FOUND);
    // The same accept again (a double-click, a retried request) is answered, not refused.
    if (isSameAccept(invitation, input, hourlyRateMinor)) return readAs(tx, id, 'expert');
    if (invitation.status !== 'invited' || project.status === 'completed') throw AppError.conflict(CLOSED);
    const expert = await repo.lockExpertCapacity(tx, invitation.profileId);
    if (!expert) throw AppError.notFound(INVITATION_NOT_FOUND);
    if (input.hoursPerWeek > expert.capacity - expert.booked) {
      throw AppError.conflictOn({ hoursPerWeek: ErrorKeys.overCapacity });
    }
    await repo.closeInvitation(tx, id, { status: 'accepted', hoursPerWeek: input.hoursPerWeek, hourlyRateMinor });
    const member = await repo.insertSquadMember(tx, {
      projectId: project.id,
      profileId: invitation.profileId,
      invitationId: id,
      hoursPerWeek: input.hoursPerWeek,
      hourlyRateMinor,
    });
    await repo.markSquadFormed(tx, project.id);
    const sides = await recordInvitationAccepted(live, await requireView(tx, id), member.id, caller.userId);
    await enqueueMail(
      tx,
      invitationAcceptedMail({
        to: view.owner.email,
        firstName: view.owner.firstName,
        supportEmail: deps.config.mail.supportEmail,
        projectName: project.name,
        hoursPerWeek: input.hoursPerWeek,
        expertName: fullName(expert),
        link: webUrl(deps.config.appUrl, webPaths.client.project(project.id)),
      }),
    );
    return sideOf(sides, 'expert');
  });
  deps.background.kick();
  return accepted;
}

/** `POST /invitations/{id}/decline`: the expert, with an optional reason the client reads. */
export async function declineInvitation(
  deps: Deps,
  caller: AuthState,
  id: number,
  input: InvitationDecline,
): Promise<Invitation> {
  const { db } = deps.database;
  const view = await requireExpert(db, caller, id);
  const declined = await withLiveTransaction(db, deps.live, async (live) => {
    const { tx } = live;
    // The project first, as accept does: the activity row's key check on the project cannot then
    // wait behind an accept that waits for this invitation.
    await lockProject(tx, view.project.id);
    const reason = input.reason || null;
    const row = await repo.closeInvitation(tx, id, { status: 'declined', declineReason: reason });
    if (!row) return repeatedOrConflict(tx, id, 'declined', 'expert');
    const sides = await recordInvitationClosed(live, await requireView(tx, id), 'declined', caller.userId);
    const expert = await repo.findExpertUser(tx, row.profileId);
    await enqueueMail(
      tx,
      invitationDeclinedMail({
        to: view.owner.email,
        firstName: view.owner.firstName,
        supportEmail: deps.config.mail.supportEmail,
        projectName: view.project.name,
        hoursPerWeek: row.hoursPerWeek,
        expertName: fullName(expert ?? { firstName: null, lastName: null }),
        reason,
        link: webUrl(deps.config.appUrl, webPaths.client.project(view.project.id)),
      }),
    );
    return sideOf(sides, 'expert');
  });
  deps.background.kick();
  return declined;
}

/** `POST /invitations/{id}/withdraw`: the project's side takes back an open invitation (an admin's is audited). */
export async function withdrawInvitation(deps: Deps, caller: AuthState, id: number): Promise<Invitation> {
  const { db } = deps.database;
  const view = await requireView(db, id);
  if (readerOf(caller, view) !== 'project') throw AppError.forbidden('Only the project owner can withdraw');
  const withdrawn = await withLiveTransaction(db, deps.live, async (live) => {
    await lockProject(live.tx, view.project.id); // the project first, as accept does
    const row = await repo.closeInvitation(live.tx, id, { status: 'withdrawn' });
    if (!row) return repeatedOrConflict(live.tx, id, 'withdrawn', 'project');
    const expert = await repo.findExpertUser(live.tx, row.profileId);
    const name = fullName(expert ?? { firstName: null, lastName: null });
    await auditOnBehalf(live.tx, caller, { ...view, invitation: row }, name, { before: 'invited', after: 'withdrawn' });
    const sides = await recordInvitationClosed(live, await requireView(live.tx, id), 'withdrawn', caller.userId);
    await mailEngagementEnded(live.tx, deps, id, 'withdrawn');
    return sideOf(sides, 'project');
  });
  deps.background.kick();
  return withdrawn;
}
