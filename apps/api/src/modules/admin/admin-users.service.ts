import {
  ErrorKeys,
  Roles,
  Statuses,
  type AdminUser,
  type AdminUserQuery,
  type AdminUserUpdate,
  type Page,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { statusOf, updateUserRow } from '../users/users.repository.js';
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
  input: AdminUserUpdate,
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
  const user = await findAdminUser(db, userId);
  if (!user) throw AppError.notFound('User not found');
  return user;
}
