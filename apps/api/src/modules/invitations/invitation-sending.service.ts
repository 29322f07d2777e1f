import type { Database } from '../../db/client.js';
import {
  ErrorKeys,
  OPEN_INVITATIONS_MAX,
  type Invitation,
  type InvitationCreate,
  webPaths,
} from '@fractional/contract';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { webUrl } from '../../lib/web-url.js';
import { invitationMail } from '../../mail/invitation-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { AuthState } from '../../lib/access.js';
import { findBrief, matchOf, pairMatchesOf } from '../matching/index.js';
import { findUserRowById } from '../users/index.js';
import { isByFractional, toInvitation } from './invitation-json.js';
import * as repo from './invitations.repository.js';
import { mayActOnProject } from '../../lib/access.js';
import { auditOnBehalf } from '../admin/index.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import { lockProject } from '../projects/index.js';
import { recordInvitationSent } from './marketplace-events.js';
import { type Deps, PROJECT_NOT_FOUND, fullName, requireView } from './invitations.service.js';

/** The expert hears of the invitation by mail. */
async function mailInvitation(
  deps: Deps,
  tx: Database,
  expert: { email: string; firstName: string | null },
  projectName: string,
  row: repo.InvitationRow,
  view: repo.InvitationView,
): Promise<void> {
  await enqueueMail(
    tx,
    invitationMail({
      to: expert.email,
      firstName: expert.firstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName,
      hoursPerWeek: row.hoursPerWeek,
      orgName: view.business?.orgName ?? null,
      message: row.message,
      byFractional: isByFractional(view),
      link: webUrl(deps.config.appUrl, webPaths.contractor.opportunity(row.id)),
    }),
  );
}

/** How an invitation is sent: from the matches (above the floor), or from an expert's interest in an open brief. */
export interface SendOptions {
  /**
   * An expert who asked for the brief (docs/discovery.md#open-briefs-and-interest) may be invited below the
   * matcher's floor, if still matchable: the snapshot is then their score without the floor.
   */
  belowFloor?: boolean;
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
  const invitation = await withLiveTransaction(db, deps.live, (live) =>
    sendInvitation(deps, live, caller, projectId, input),
  );
  deps.background.kick();
  return invitation;
}

/**
 * The invitation's rules and writes inside the caller's transaction (`live`): the same invitation, mail,
 * activity, live event and match snapshot whichever way it is sent. Locks the project first (again, if
 * the caller already holds it). The caller kicks the background worker once committed.
 */
export async function sendInvitation(
  deps: Deps,
  live: LiveWriter,
  caller: AuthState,
  projectId: number,
  input: InvitationCreate,
  options: SendOptions = {},
): Promise<Invitation> {
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
  const match =
    brief &&
    ((await matchOf(tx, brief, input.profileId)) ??
      (options.belowFloor
        ? (await pairMatchesOf(tx, [{ brief, profileId: input.profileId }], { matchableOnly: true }))
            .get(projectId)
            ?.get(input.profileId)
        : undefined));
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
  if (expert) await mailInvitation(deps, tx, expert, project.name, row, view);
  await recordInvitationSent(live, view, caller.userId);
  return toInvitation(view, match.expert, 'project');
}
