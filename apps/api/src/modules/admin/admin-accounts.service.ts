import { Roles, Statuses } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { hashPassword, revokeUserSessions, verifyPassword } from '../auth/index.js';
import { findUserRowByEmail, insertUser, updateUserRow, type UserRow } from '../users/index.js';
import { writeAudit } from './audit.repository.js';
import { lockAdvisory, withTransaction } from '../../db/transaction.js';

/** Serialises admin set-ups across instances starting together (any value apart from the migrations' lock). */
const ADMIN_LOCK_KEY = 727_020;

export type ProvisionOutcome = 'created' | 'updated' | 'unchanged';

/** The e-mail belongs to a client or contractor: refused rather than turning their account into an admin. */
export class AdminEmailTakenError extends Error {
  constructor(email: string, role: string) {
    super(`${email} already belongs to a ${role} account; choose another e-mail for the admin`);
    this.name = 'AdminEmailTakenError';
  }
}

/** What the audit shows of an admin account: never the password or its hash. */
function auditedState(row: Pick<UserRow, 'statusId' | 'emailVerifiedAt'>) {
  return { status: row.statusId === Statuses.active.id ? 'active' : 'inactive', emailVerified: !!row.emailVerifiedAt };
}

/**
 * Creates the admin with this e-mail and password, or brings an existing one up to date (active,
 * verified, this password; a changed password ends the admin's other sessions). Idempotent: a start
 * with the same values writes nothing. Instances starting together take turns on a transaction-level
 * advisory lock, and the unique index on lower(email) would refuse a second row regardless. Audited
 * with no actor (the system).
 */
export async function provisionAdmin(db: Database, email: string, password: string): Promise<ProvisionOutcome> {
  const address = email.trim().toLowerCase();
  return withTransaction(db, async (tx) => {
    await lockAdvisory(tx, ADMIN_LOCK_KEY);
    const existing = await findUserRowByEmail(tx, address);
    if (!existing) {
      const now = new Date();
      const created = await insertUser(tx, {
        email: address,
        passwordHash: await hashPassword(password),
        provider: 'email',
        firstName: 'Fractional',
        lastName: 'Admin',
        roleId: Roles.admin.id,
        statusId: Statuses.active.id,
        emailVerifiedAt: now,
        agreedToTerms: true,
        agreedToPolicies: true,
      });
      await writeAudit(tx, {
        actorId: null,
        action: 'admin.provisioned',
        target: { type: 'user', id: created.id, label: address },
        before: null,
        after: { ...auditedState(created), passwordChanged: true },
      });
      return 'created';
    }
    if (existing.roleId !== Roles.admin.id) {
      throw new AdminEmailTakenError(address, existing.roleId === Roles.client.id ? 'client' : 'contractor');
    }
    const passwordChanged = !existing.passwordHash || !(await verifyPassword(existing.passwordHash, password));
    const changes = {
      ...(existing.statusId === Statuses.active.id ? {} : { statusId: Statuses.active.id }),
      ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
      ...(passwordChanged ? { passwordHash: await hashPassword(password) } : {}),
    };
    if (Object.keys(changes).length === 0) return 'unchanged';
    await updateUserRow(tx, existing.id, changes);
    if (passwordChanged) await revokeUserSessions(tx, existing.id, 'passwordChanged');
    await writeAudit(tx, {
      actorId: null,
      action: 'admin.provisioned',
      target: { type: 'user', id: existing.id, label: address },
      before: auditedState(existing),
      after: { ...auditedState({ ...existing, ...changes }), passwordChanged },
    });
    return 'updated';
  });
}
