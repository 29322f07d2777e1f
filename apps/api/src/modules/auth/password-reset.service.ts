import { ErrorKeys, type ForgotPassword, type ResetPassword } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { Database } from '../../db/client.js';
import { accountCreatedMail, adminPasswordResetMail } from '../../mail/account-templates.js';
import { findUserRowByEmail, findUserRowById, isActive, updateUserRow, type UserRow } from '../users/index.js';
import { hashPassword } from './passwords.js';
import {
  consumeLinkOrThrow,
  createAccountLink,
  invalidHash,
  queueAccountLinkMail,
  readLinkHash,
} from './account-links.js';
import { retireOpenAccountLinks } from './account-links.repository.js';
import { revokeUserSessions } from './sessions.repository.js';
import { withTransaction } from '../../db/transaction.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background' | 'live'>;

/**
 * Stores a single-use reset and queues its mail in one transaction, then wakes the sender. Google-only
 * users may reset too: that is how they get a password.
 */
export async function requestPasswordReset(deps: Deps, input: ForgotPassword): Promise<void> {
  const { db } = deps.database;
  const user = await findUserRowByEmail(db, input.email);
  if (!user) throw AppError.validation({ email: ErrorKeys.emailNotExists });
  if (!isActive(user)) throw AppError.validation({ email: ErrorKeys.userInactive });

  const { forgotTtlSeconds } = deps.config.auth;
  await withTransaction(db, async (tx) => {
    const link = await createAccountLink(tx, deps, {
      purpose: 'reset',
      userId: user.id,
      email: user.email,
      ttlSeconds: forgotTtlSeconds,
    });
    const mail = passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      link,
      ttlSeconds: forgotTtlSeconds,
      supportEmail: deps.config.mail.supportEmail,
    });
    await enqueueMail(tx, mail);
  });
  deps.background.kick();
}

/**
 * Stores a set-password link (a reset link, living as long as a verify link) for an account an admin
 * created, and queues its mail, in the caller's transaction (docs/api.md#matcher-console). Kick the sender
 * after commit.
 */
export async function queueSetPasswordMail(
  db: Database,
  deps: Pick<Deps, 'config' | 'tokens'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  await queueAccountLinkMail(db, deps, { purpose: 'reset', user, compose: accountCreatedMail });
}

/**
 * Stores a reset link an admin asked for on the user's behalf and queues its mail, in the caller's
 * transaction (docs/api.md#matcher-console); the admin never sees the link. Kick the sender after commit.
 */
export async function queueAdminPasswordResetMail(
  db: Database,
  deps: Pick<Deps, 'config' | 'tokens'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  await queueAccountLinkMail(db, deps, { purpose: 'reset', user, compose: adminPasswordResetMail });
}

/**
 * Sets the new password once per hash and ends every session of the user, all or nothing. The link
 * reached the address, so an unverified address is verified by it.
 */
export async function resetPassword(deps: Deps, input: ResetPassword): Promise<void> {
  const claims = await readLinkHash(deps.tokens, 'reset', input.hash);
  if (input.email && input.email.toLowerCase() !== claims.email.toLowerCase()) throw invalidHash();

  // Hashed before the transaction, so no row stays locked for the ~50 ms argon2 takes.
  const passwordHash = await hashPassword(input.password);
  const userId = await withTransaction(deps.database.db, async (tx) => {
    const { userId, email } = await consumeLinkOrThrow(tx, claims, 'reset');
    const user = await findUserRowById(tx, userId);
    const verifies = !!user && !user.emailVerifiedAt && user.email.toLowerCase() === email.toLowerCase();
    await updateUserRow(tx, userId, { passwordHash, ...(verifies ? { emailVerifiedAt: new Date() } : {}) });
    await revokeUserSessions(tx, userId, 'passwordChanged');
    await retireOpenAccountLinks(tx, userId, 'reset');
    return userId;
  });
  // The user's open event streams, on every instance, close at once (ADR 0013).
  deps.live.announce([userId]);
}
