import { ErrorKeys, type EmailChange, type LinkHash } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { confirmEmailChangeMail, emailChangedMail, verifyEmailMail } from '../../mail/account-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import {
  findUserRowByEmail,
  findUserRowById,
  isActive,
  requireUserRow,
  updateUserRow,
  type UserRow,
} from '../users/index.js';
import { consumeLinkOrThrow, invalidHash, queueAccountLinkMail, readLinkHash } from './account-links.js';
import { findUsedAccountLink, retireOpenAccountLinks } from './account-links.repository.js';
import { verifyPassword } from './passwords.js';
import { withTransaction } from '../../db/transaction.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>;

const isSameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Stores a verify link for the user's current address and queues its mail. Pass the transaction of
 * the change that causes it (sign-up, resend); kick the sender after it commits.
 */
export async function queueVerificationMail(
  db: Database,
  deps: Pick<Deps, 'config' | 'tokens'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  await queueAccountLinkMail(db, deps, { purpose: 'verify', user, compose: verifyEmailMail });
}

/** `POST /auth/email/verify/resend`: a fresh link; the older ones stop working. */
export async function resendVerification(deps: Deps, userId: number): Promise<void> {
  const { db } = deps.database;
  const user = await requireUserRow(db, userId);
  if (user.emailVerifiedAt) throw AppError.validation({ email: ErrorKeys.emailAlreadyVerified });
  await withTransaction(db, async (tx) => {
    await retireOpenAccountLinks(tx, user.id, 'verify');
    await queueVerificationMail(tx, deps, user);
  });
  deps.background.kick();
}

/**
 * `POST /auth/email/verify`: once per hash, and only while the address is still the user's. A
 * genuine, unexpired link used before, whose address is the user's and verified, is 422
 * `{hash:'alreadyVerified'}` rather than `invalidHash`: opening the mail twice is no error of the
 * user's, and the page can say the address is verified (docs/api.md#account-and-trust).
 */
export async function verifyEmail(deps: Deps, input: LinkHash): Promise<void> {
  const claims = await readLinkHash(deps.tokens, 'verify', input.hash);
  await withTransaction(deps.database.db, async (tx) => {
    const link = await consumeLinkOrThrow(tx, claims, 'verify').catch(async (error: unknown) => {
      const used = await findUsedAccountLink(tx, claims.linkId, 'verify');
      const address = used?.email ?? claims.email;
      if (used?.emailVerifiedAt && isSameAddress(used.userEmail, address)) {
        throw AppError.validation({ hash: ErrorKeys.alreadyVerified });
      }
      throw error;
    });
    const user = await findUserRowById(tx, link.userId);
    if (!user || !isActive(user) || !isSameAddress(user.email, link.email)) throw invalidHash();
    if (!user.emailVerifiedAt) await updateUserRow(tx, user.id, { emailVerifiedAt: new Date() });
  });
}

/**
 * `POST /auth/email/change`: checks the password, then mails a confirm link to the new address.
 * Nothing is reserved: the address is checked again when the link is used.
 */
export async function requestEmailChange(deps: Deps, userId: number, input: EmailChange): Promise<void> {
  const { db } = deps.database;
  const user = await requireUserRow(db, userId);
  if (!user.passwordHash) throw AppError.validation({ password: ErrorKeys.noPassword });
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw AppError.validation({ password: ErrorKeys.incorrectPassword });
  if (isSameAddress(user.email, input.email)) throw AppError.validation({ email: ErrorKeys.emailUnchanged });
  if (await findUserRowByEmail(db, input.email)) throw AppError.validation({ email: ErrorKeys.emailAlreadyExists });

  await withTransaction(db, (tx) => queueEmailChangeMail(tx, deps, user, input.email, { byAdmin: false }));
  deps.background.kick();
}

/**
 * Stores a confirm link for moving the user to `email` and queues its mail to that address, in the
 * caller's transaction (the user's own request, or an admin's: docs/api.md#matcher-console). Only the newest
 * request counts: an older link to another address stops working. Kick the sender after commit.
 */
export async function queueEmailChangeMail(
  db: Database,
  deps: Pick<Deps, 'config' | 'tokens'>,
  user: Pick<UserRow, 'id' | 'firstName'>,
  email: string,
  options: { byAdmin: boolean },
): Promise<void> {
  await retireOpenAccountLinks(db, user.id, 'emailChange');
  await queueAccountLinkMail(db, deps, {
    purpose: 'emailChange',
    user: { ...user, email },
    compose: (input) => confirmEmailChangeMail({ ...input, byAdmin: options.byAdmin }),
  });
}

/**
 * `POST /auth/email/change/confirm`: moves the account to the address in the link (now verified)
 * and tells the old address. The unique index settles a race for the address: the loser's whole
 * transaction rolls back (its link stays unused) and it gets `emailAlreadyExists`.
 */
export async function confirmEmailChange(deps: Deps, input: LinkHash): Promise<void> {
  const claims = await readLinkHash(deps.tokens, 'emailChange', input.hash);
  const { supportEmail } = deps.config.mail;
  try {
    await withTransaction(deps.database.db, async (tx) => {
      const link = await consumeLinkOrThrow(tx, claims, 'emailChange');
      const user = await findUserRowById(tx, link.userId);
      if (!user || !isActive(user)) throw invalidHash();
      if (isSameAddress(user.email, link.email)) return;
      await updateUserRow(tx, user.id, { email: link.email, emailVerifiedAt: new Date() });
      // Links mailed to the old address (verify, reset) must not act on the account any more.
      await retireOpenAccountLinks(tx, user.id);
      await enqueueMail(
        tx,
        emailChangedMail({ to: user.email, firstName: user.firstName, newEmail: link.email, supportEmail }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw AppError.validation({ email: ErrorKeys.emailAlreadyExists });
    throw error;
  }
  deps.background.kick();
}
