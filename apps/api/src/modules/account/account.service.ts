import { ErrorKeys, Roles, type ChangePassword, type CloseAccount } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { passwordChangedMail } from '../../mail/account-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { AuthState } from '../../lib/access.js';
import { enqueueStorageDeletions } from '../../storage/deletions.repository.js';
import { retireOpenAccountLinks } from '../auth/account-links.repository.js';
import { requireUserRow } from '../users/users.service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { updateUserRow, type UserRow } from '../users/users.repository.js';
import { eraseUser, listAllProjectsOfUser } from './account.repository.js';
import { lockActiveAdmins } from '../admin/admin-users.repository.js';
import {
  declineOpenInvitationsOfProfile,
  lockEngagedProjects,
  withdrawOpenInvitations,
} from '../invitations/invitations.repository.js';
import { withLiveTransaction, type LiveWriter } from '../live/live-writer.js';
import { recordInvitationClosed, recordMemberEnded, viewAfterChange } from '../messaging/marketplace-events.js';
import { mailReviewInvitations } from '../reviews/review-jobs.service.js';
import { endActiveMembersOfProject, endActiveMembershipsOfProfile } from '../squads/squads.repository.js';
import { withTransaction } from '../../db/transaction.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'background' | 'live'>;

/**
 * `POST /auth/password`: the old password proves the caller; every other session ends in the same
 * transaction, the calling one stays, open reset links stop working, and a notice is mailed.
 */
export async function changePassword(deps: Deps, auth: AuthState, input: ChangePassword): Promise<void> {
  const user = await requireUserRow(deps.database.db, auth.userId);
  if (!user.passwordHash) throw AppError.validation({ oldPassword: ErrorKeys.noPassword });
  if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw AppError.validation({ oldPassword: ErrorKeys.incorrectPassword });
  // The old password was just proven current: the same again changes nothing, and would end sessions and mail for it.
  if (input.password === input.oldPassword) throw AppError.validation({ password: ErrorKeys.samePassword });
  const passwordHash = await hashPassword(input.password);
  const { supportEmail } = deps.config.mail;
  await withTransaction(deps.database.db, async (tx) => {
    await updateUserRow(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, 'passwordChanged', auth.sessionId);
    await retireOpenAccountLinks(tx, user.id, 'reset');
    await enqueueMail(tx, passwordChangedMail({ to: user.email, firstName: user.firstName, supportEmail }));
  });
  // The other sessions' event streams, on every instance, close at once (ADR 0013).
  deps.live.announce([user.id]);
  deps.background.kick();
}

/** The account's password, or for an account without one (Google sign-in) the typed word DELETE. */
async function assertCloseConfirmed(user: UserRow, input: CloseAccount): Promise<void> {
  if (!user.passwordHash) {
    if (input.confirm !== 'DELETE') throw AppError.validation({ confirm: 'confirm must be DELETE' });
    return;
  }
  if (!input.password) throw AppError.validation({ password: 'password should not be empty' });
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw AppError.validation({ password: ErrorKeys.incorrectPassword });
}

/** The decline reason the client reads on the invitations of an expert who closed their account. */
const ACCOUNT_CLOSED_REASON = 'Account closed';

/**
 * Ends what the closing user is engaged in, as the decline, withdraw and end paths would (activity
 * and live events included): as an expert, their open invitations are declined and their seats end;
 * as a client, the open invitations on their projects are withdrawn and those squads' seats end.
 * Every ended seat frees its expert's hours (the ledger trigger), and its other side is asked to review.
 * The caller locked those projects first.
 */
async function endEngagements(
  live: LiveWriter,
  deps: Pick<AppDeps, 'config'>,
  userId: number,
  profileId: number,
): Promise<void> {
  const { tx } = live;
  const declined = await declineOpenInvitationsOfProfile(tx, profileId, ACCOUNT_CLOSED_REASON);
  const ended = await endActiveMembershipsOfProfile(tx, profileId);
  const withdrawn: number[] = [];
  for (const project of await listAllProjectsOfUser(tx, userId)) {
    withdrawn.push(...(await withdrawOpenInvitations(tx, project.id)));
    ended.push(...(await endActiveMembersOfProject(tx, project.id)));
  }
  for (const id of declined) await recordInvitationClosed(live, await viewAfterChange(live, id), 'declined', userId);
  for (const id of withdrawn) await recordInvitationClosed(live, await viewAfterChange(live, id), 'withdrawn', userId);
  for (const member of ended) await recordMemberEnded(live, member, userId);
  // The other side of each ended seat is asked to review, as after any end (the closed account is not).
  await mailReviewInvitations(
    tx,
    deps,
    ended.map((member) => member.id),
  );
}

/**
 * `DELETE /auth/me`: in one transaction every session ends, personal data is erased, the e-mail is
 * freed, the CV rows go and every engagement ends (`endEngagements`); the stored files are queued for
 * removal, which runs after commit (and retries) in the background pass, so a storage outage never
 * leaves the account half-closed. The events are written after the erasure, so they already name
 * "Former member".
 */
export async function closeAccount(deps: Deps, auth: AuthState, input: CloseAccount): Promise<void> {
  const user = await requireUserRow(deps.database.db, auth.userId);
  await assertCloseConfirmed(user, input);
  await withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const { tx } = live;
    // The console must keep an admin (docs/api.md#matcher-console): checked under the active admins' row locks.
    if (user.roleId === Roles.admin.id && !(await lockActiveAdmins(tx)).some((id) => id !== user.id)) {
      throw AppError.validation({ general: ErrorKeys.lastActiveAdmin });
    }
    await lockEngagedProjects(tx, user.id);
    await revokeUserSessions(tx, user.id, 'accountClosed');
    live.wake([user.id]);
    await retireOpenAccountLinks(tx, user.id);
    const { profileId, paths } = await eraseUser(tx, user.id);
    await enqueueStorageDeletions(tx, paths);
    if (profileId !== null) await endEngagements(live, deps, user.id, profileId);
  });
  deps.background.kick();
}
