import { randomUUID } from 'node:crypto';
import { ErrorKeys, type ForgotPassword, type ResetPassword } from '@fractional/contract';
import type { AppDeps } from '../../app.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { passwordResetMail } from '../../mail/templates.js';
import { findUserRowByEmail, updateUserRow } from '../users/users.repository.js';
import { isActive } from './auth.service.js';
import { hashPassword } from './passwords.js';
import { consumePasswordReset, insertPasswordReset, retireOpenPasswordResets } from './password-resets.repository.js';
import { revokeUserSessions } from './sessions.repository.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'mail'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SPA's confirm page; DESIGN §3 fixes it to /member whatever `userPath` the form sent. */
export function resetLink(config: Config, hash: string): string {
  const url = new URL('member/confirm-reset-password', `${config.appUrl}/`);
  url.searchParams.set('hash', hash);
  return url.toString();
}

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
  const resetId = randomUUID();
  const expiresAt = new Date(Date.now() + forgotTtlSeconds * 1000);
  const hash = await deps.tokens.signReset({ email: user.email, resetId }, expiresAt);
  const mail = passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    link: resetLink(deps.config, hash),
    ttlSeconds: forgotTtlSeconds,
    supportEmail: deps.config.mail.supportEmail,
  });
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { id: resetId, userId: user.id, expiresAt });
    await enqueueMail(tx, mail);
  });
  deps.mail.kick();
}

function invalidHash(): AppError {
  return AppError.validation({ hash: ErrorKeys.invalidHash });
}

/** Sets the new password once per hash and ends every session of the user, all or nothing. */
export async function resetPassword(deps: Deps, input: ResetPassword): Promise<void> {
  const claims = await deps.tokens.verifyReset(input.hash);
  if (!claims || !UUID.test(claims.resetId)) throw invalidHash();
  if (input.email && input.email.toLowerCase() !== claims.email.toLowerCase()) throw invalidHash();

  // Hashed before the transaction, so no row stays locked for the ~50 ms argon2 takes.
  const passwordHash = await hashPassword(input.password);
  const isReset = await deps.database.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, claims.resetId);
    if (!reset) return false;
    await updateUserRow(tx, reset.userId, { passwordHash });
    await revokeUserSessions(tx, reset.userId);
    await retireOpenPasswordResets(tx, reset.userId);
    return true;
  });
  if (!isReset) throw invalidHash();
}
