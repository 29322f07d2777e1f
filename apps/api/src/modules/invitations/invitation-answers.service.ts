import {
  hourlyRateIssue,
  toMinor,
  type Currency,
  ErrorKeys,
  type Invitation,
  type InvitationAccept,
  type InvitationDecline,
  webPaths,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { invitationAcceptedMail, invitationDeclinedMail } from '../../mail/invitation-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { AuthState } from '../../lib/access.js';
import type { InvitationReader, InvitationSides } from './invitation-json.js';
import * as repo from './invitations.repository.js';
import { mailEngagementEnded } from './engagement-mails.js';
import { auditOnBehalf } from '../admin/index.js';
import { withLiveTransaction } from '../live/index.js';
import { lockProject } from '../projects/index.js';
import { recordInvitationAccepted, recordInvitationClosed } from './marketplace-events.js';
import { type Deps, INVITATION_NOT_FOUND, fullName, readAs, readerOf, requireView } from './invitations.service.js';

const CLOSED = 'This invitation is closed: it was already accepted, declined or withdrawn';

/** The invitation as `reader` sees it once its change is recorded; 404 when the expert's card is gone. */
function sideOf(sides: InvitationSides | null, reader: InvitationReader): Invitation {
  if (!sides) throw AppError.notFound(INVITATION_NOT_FOUND);
  return sides[reader];
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
