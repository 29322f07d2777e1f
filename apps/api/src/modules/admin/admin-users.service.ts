import {
  ErrorKeys,
  Roles,
  Statuses,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserQuery,
  type Page,
  type StatusName,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import {
  queueAdminPasswordResetMail,
  queueEmailChangeMail,
  queueSetPasswordMail,
  revokeUserSessions,
} from '../auth/index.js';
import { insertBusinessDetail } from '../business-details/index.js';
import { findUserRowByEmail, insertUser, statusOf, updateUserRow } from '../users/index.js';
import { findAdminUser, listAdminUsers, lockActiveAdmins, lockUser } from './admin-users.repository.js';
import { writeAudit } from './audit.repository.js';
import { withTransaction } from '../../db/transaction.js';

export function listUsers(db: Database, query: AdminUserQuery): Promise<Page<AdminUser>> {
  return listAdminUsers(db, query);
}

/**
 * `PATCH /admin/users/{id}`: activates or deactivates an account, audited in the same transaction.
 * Deactivating ends every session of the user in that transaction; the session check of every
 * request (on every instance) reads the user's status too, so their tokens stop working at once,
 * and their event streams close on the announcement that follows the commit.
 * An admin cannot deactivate themselves, nor the last active admin (checked under the active
 * admins' row locks, so two admins deactivating each other at once cannot both win).
 */
export async function setUserStatus(
  deps: Pick<AppDeps, 'database' | 'live'>,
  caller: AuthState,
  userId: number,
  input: { status: StatusName },
): Promise<AdminUser> {
  const deactivating = input.status === 'inactive';
  if (deactivating && userId === caller.userId) throw AppError.validation({ status: ErrorKeys.cannotDeactivateSelf });
  const { db } = deps.database;
  await withTransaction(db, async (tx) => {
    // Roles never change, so the admins' locks can be taken first, before the user's own row.
    const target = await findAdminUser(tx, userId);
    if (!target) throw AppError.notFound('User not found');
    const activeAdmins = deactivating && target.role.id === Roles.admin.id ? await lockActiveAdmins(tx) : null;
    const row = await lockUser(tx, userId);
    if (!row) throw AppError.notFound('User not found');
    const before = statusOf(row.statusId).name;
    if (before === input.status) return;
    // A closed account stays closed: its e-mail and password are gone.
    if (row.deletedAt) throw AppError.validation({ status: ErrorKeys.cannotChange });
    if (activeAdmins && activeAdmins.filter((id) => id !== userId).length === 0) {
      throw AppError.validation({ status: ErrorKeys.lastActiveAdmin });
    }
    await updateUserRow(tx, userId, { statusId: Statuses[input.status].id });
    if (deactivating) await revokeUserSessions(tx, userId, 'deactivated');
    await writeAudit(tx, {
      actorId: caller.userId,
      action: deactivating ? 'user.deactivated' : 'user.activated',
      target: { type: 'user', id: userId, label: row.email },
      before: { status: before },
      after: { status: input.status },
    });
  });
  // Their open event streams, on every instance, check their sessions now and close (ADR 0013).
  if (deactivating) deps.live.announce([userId]);
  return requireAdminUser(db, userId);
}

async function requireAdminUser(db: Database, userId: number): Promise<AdminUser> {
  const user = await findAdminUser(db, userId);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

/**
 * `POST /admin/users`: a client or contractor account without a password, active and not yet
 * verified, with the client's organisation when given. The user gets a set-password mail (the
 * reset-password link, which also verifies the address); nothing secret is sent or answered. User,
 * organisation, link, mail and audit entry are one transaction; a taken address is 422
 * `{email:'emailAlreadyExists'}`, also when two admins race for it (the unique index settles it).
 */
export async function createUser(
  deps: Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>,
  caller: AuthState,
  input: AdminUserCreate,
): Promise<AdminUser> {
  const { db } = deps.database;
  const taken = () => AppError.validation({ email: ErrorKeys.emailAlreadyExists });
  if (await findUserRowByEmail(db, input.email)) throw taken();
  let userId: number;
  try {
    userId = await withTransaction(db, async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash: null,
        provider: 'email',
        firstName: input.firstName,
        lastName: input.lastName,
        roleId: Roles[input.role].id,
        statusId: Statuses.active.id,
      });
      if (input.businessDetail) await insertBusinessDetail(tx, user.id, input.businessDetail);
      await queueSetPasswordMail(tx, deps, user);
      await writeAudit(tx, {
        actorId: caller.userId,
        action: 'user.created',
        target: { type: 'user', id: user.id, label: user.email },
        before: null,
        after: { email: user.email, role: input.role, status: 'active' },
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw taken();
    throw error;
  }
  deps.background.kick();
  return requireAdminUser(db, userId);
}

/**
 * `PATCH /admin/users/{id} {email}`: mails a confirm link to the new address (the e-mail-change
 * flow of docs/api.md#account-and-trust); the address changes only when its owner opens it, and is checked
 * again then. Audited as a request. A closed account, the same address or a taken one is a 422.
 */
export async function requestUserEmailChange(
  deps: Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>,
  caller: AuthState,
  userId: number,
  email: string,
): Promise<AdminUser> {
  const { db } = deps.database;
  await withTransaction(db, async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row) throw AppError.notFound('User not found');
    if (row.deletedAt) throw AppError.validation({ email: ErrorKeys.cannotChange });
    if (row.email.toLowerCase() === email.toLowerCase()) throw AppError.validation({ email: ErrorKeys.emailUnchanged });
    if (await findUserRowByEmail(tx, email)) throw AppError.validation({ email: ErrorKeys.emailAlreadyExists });
    await queueEmailChangeMail(tx, deps, row, email, { byAdmin: true });
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'user.emailChangeRequested',
      target: { type: 'user', id: userId, label: row.email },
      before: { email: row.email },
      after: { pendingEmail: email },
    });
  });
  deps.background.kick();
  return requireAdminUser(db, userId);
}

/**
 * `POST /admin/users/{id}/password-reset`: mails the user a reset link, as "forgot password" would, for a
 * support desk helping someone locked out. The admin never sets or sees a password or the link. Sessions
 * stay until the link is used (which ends them). An inactive or closed account is a 422; audited.
 */
export async function sendPasswordReset(
  deps: Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>,
  caller: AuthState,
  userId: number,
): Promise<void> {
  await withTransaction(deps.database.db, async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row) throw AppError.notFound('User not found');
    if (row.deletedAt) throw AppError.validation({ user: ErrorKeys.cannotChange });
    if (statusOf(row.statusId).name !== 'active') throw AppError.validation({ user: ErrorKeys.userInactive });
    await queueAdminPasswordResetMail(tx, deps, row);
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'user.passwordResetSent',
      target: { type: 'user', id: userId, label: row.email },
      before: null,
      after: null,
    });
  });
  deps.background.kick();
}
