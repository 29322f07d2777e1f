import {
  ErrorKeys,
  Roles,
  Statuses,
  type EmailCheck,
  type EmailCheckResult,
  type Login,
  type LoginResult,
  type RefreshResult,
  type Register,
  type User,
  type UserUpdate,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { CachedJson } from '../../lib/cached-json.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { findBusinessDetailByUserId, insertBusinessDetail, updateBusinessDetail } from '../business-details/index.js';
import { insertProfile, replaceProfileLinks, saveProfileOfUser } from '../profiles/index.js';
import { isKnownTimezone } from '../reference/index.js';
import { findUserRowByEmail, insertUser, isActive, requireUser, updateUserRow } from '../users/index.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import {
  findLiveSession,
  findSessionEndReason,
  insertSession,
  revokeSession,
  rotateRefreshNonce,
} from './sessions.repository.js';
import { queueVerificationMail } from './email.service.js';
import { createNonce } from './tokens.js';
import { recordSignIn, type SignInClient } from './sign-in-alerts.js';
import { needsSecondStep, startSecondStep } from './two-factor.service.js';
import { withTransaction } from '../../db/transaction.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'userJson' | 'background'>;
/** Paths that end a session also tell the live bus (ADR 0013). */
type SessionEndDeps = Deps & Pick<AppDeps, 'live'>;
type RegisterDeps = Deps & Pick<AppDeps, 'hashPassword'>;

/** A timezone outside the shipped list is a 422 on `timezone`. */
export function assertKnownTimezone(timezone: string | null | undefined): void {
  if (timezone && !isKnownTimezone(timezone)) throw AppError.validation({ timezone: ErrorKeys.invalidTimezone });
}

/**
 * Opens a session for the user: its tokens, and the user's revision read in the same statement
 * (for the rendered user body, see `userJson`).
 */
async function openSession(
  deps: Deps,
  userId: number,
  userAgent: string | null,
): Promise<RefreshResult & { revision: number }> {
  const nonce = createNonce();
  const expiresAt = new Date(Date.now() + deps.config.auth.refreshTtlSeconds * 1000);
  const { sessionId, revision } = await insertSession(deps.database.db, userId, nonce, expiresAt, userAgent);
  const { token, tokenExpires } = await deps.tokens.signAccess({ userId, sessionId });
  const refreshToken = await deps.tokens.signRefresh({ sessionId, nonce }, expiresAt);
  return { token, refreshToken, tokenExpires, revision };
}

/**
 * The answer to a sign-in or sign-up (`LoginResult`) as JSON text. Its `user` is the `GET /auth/me`
 * body, rendered once per revision (ADR 0007): a returning user's sign-in reads no profile, and the
 * app's `GET /auth/me` right after a sign-up finds the body rendered.
 */
export async function loginResult(
  deps: Deps,
  userId: number,
  userAgent: string | null = null,
  signIn?: Omit<SignInClient, 'userAgent'>,
): Promise<string> {
  const { token, refreshToken, tokenExpires, revision } = await openSession(deps, userId, userAgent);
  // A device or address new to the account mails an alert (docs/security.md#new-sign-in-alerts).
  if (signIn) await recordSignIn(deps, userId, { userAgent, ...signIn });
  const user = await userJson(deps, userId, revision);
  const fields: Record<Exclude<keyof LoginResult, 'user'>, string | number> = { token, refreshToken, tokenExpires };
  return `${JSON.stringify(fields).slice(0, -1)},"user":${user}}`;
}

/** The user's `GET /auth/me` body at this revision, rendered when not cached. Read the revision first. */
function userJson(deps: Pick<AppDeps, 'database' | 'userJson'>, userId: number, revision: number): Promise<string> {
  return deps.userJson.get(String(userId), revision, async () =>
    JSON.stringify(await requireUser(deps.database.db, userId)),
  );
}

/**
 * `GET /auth/me`, serialized, for a caller the `authenticate` hook let through: the body rendered at
 * the revision that check read is sent as it is, so the app's most frequent call costs one indexed
 * lookup.
 */
export async function currentUserJson(
  deps: Pick<AppDeps, 'database' | 'userJson'>,
  auth: AuthState,
): Promise<CachedJson> {
  const body = await userJson(deps, auth.userId, auth.revision);
  // Weak: the same revision may render with a renamed reference label once the entry ages out.
  return { body, etag: `W/"${auth.userId}.${auth.revision}"` };
}

/**
 * Creates user, profile, links and (for clients) business detail, and queues the verify-e-mail mail,
 * in one transaction.
 */
export async function register(
  deps: RegisterDeps,
  input: Register,
  userAgent: string | null = null,
  ip?: string,
): Promise<string> {
  const { db } = deps.database;
  if (await findUserRowByEmail(db, input.email)) throw AppError.validation({ email: ErrorKeys.emailAlreadyExists });
  assertKnownTimezone(input.timezone);
  const passwordHash = await deps.hashPassword(input.password);
  const role = input.businessDetail ? Roles.client : Roles.contractor;
  let userId: number;
  try {
    userId = await withTransaction(db, async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        provider: 'email',
        firstName: input.firstName,
        middleName: input.middleName ?? null,
        lastName: input.lastName,
        roleId: role.id,
        statusId: Statuses.active.id,
        timezone: input.timezone ?? null,
        mobileNumber: input.mobileNumber ?? null,
        agreedToTerms: input.agreedToTerms,
        agreedToPolicies: input.agreedToPolicies,
      });
      const profileId = await insertProfile(tx, user.id, {
        description: input.description ?? null,
        yearsOfExperience: input.yearsOfExperience,
        jobLevel: input.jobLevel,
        website: input.website ?? null,
        leadSource: input.leadSource ?? null,
        fractionalExperience: input.fractionalExperience ?? null,
        titleHeader: input.titleHeader ?? null,
      });
      await replaceProfileLinks(tx, profileId, input);
      if (input.businessDetail) await insertBusinessDetail(tx, user.id, input.businessDetail);
      await queueVerificationMail(tx, deps, user);
      return user.id;
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index lets exactly one through.
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw AppError.validation({ email: ErrorKeys.emailAlreadyExists });
    throw error;
  }
  deps.background.kick();
  // The sign-up's own device is remembered, not alerted about.
  return loginResult(deps, userId, userAgent, ip ? { ip, alert: false } : undefined);
}

/** `POST /auth/email/check`: free unless an account has the address (what register would refuse). */
export async function checkEmail(deps: Pick<Deps, 'database'>, input: EmailCheck): Promise<EmailCheckResult> {
  return { available: !(await findUserRowByEmail(deps.database.db, input.email)) };
}

/** Unknown e-mail and wrong password take the same time: both verify a hash. */
export async function login(deps: Deps, input: Login, userAgent: string | null = null, ip?: string): Promise<string> {
  const user = await findUserRowByEmail(deps.database.db, input.email);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw AppError.validation({ email: ErrorKeys.notFound });
  }
  if (!user.passwordHash) {
    await verifyDummyPassword(input.password);
    throw AppError.validation({ email: ErrorKeys.needLoginViaGoogle });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw AppError.validation({ password: ErrorKeys.incorrectPassword });
  }
  if (!isActive(user)) throw AppError.validation({ email: ErrorKeys.userInactive });
  return signInResult(deps, user.id, userAgent, ip);
}

/**
 * A sign-in whose first step passed (password or Google): the session, or, with two-step sign-in on,
 * the second step to take (`{mfaRequired, mfaToken}`, no session; docs/security.md).
 */
export async function signInResult(deps: Deps, userId: number, userAgent: string | null, ip?: string): Promise<string> {
  if (await needsSecondStep(deps.database.db, userId)) return JSON.stringify(await startSecondStep(deps, userId));
  return loginResult(deps, userId, userAgent, ip ? { ip, alert: true } : undefined);
}

/**
 * Rotates the refresh token. A token whose nonce was already used means it leaked or raced:
 * the whole session is revoked. A refusal names why the session ended (`SessionEndedError`), so the
 * holder's tab can say it; the token proves the session is theirs, so nothing of others is told.
 */
export async function refresh(deps: SessionEndDeps, refreshToken: string | null): Promise<RefreshResult> {
  const { db } = deps.database;
  const claims = refreshToken ? await deps.tokens.verifyRefresh(refreshToken) : null;
  if (!claims) throw AppError.unauthorized('Invalid refresh token');
  const nonce = createNonce();
  const expiresAt = new Date(Date.now() + deps.config.auth.refreshTtlSeconds * 1000);
  const rotated = await rotateRefreshNonce(db, claims.sessionId, claims.nonce, nonce, expiresAt);
  if (!rotated) {
    // A reused refresh token: the session ends, and so do its event streams, at once (ADR 0013).
    const userId = await revokeSession(db, claims.sessionId, 'refreshReused');
    if (userId !== undefined) deps.live.announce([userId]);
    const reason = userId === undefined ? await findSessionEndReason(db, claims.sessionId) : 'refreshReused';
    throw AppError.sessionEnded(reason ?? null, 'Refresh token already used or session ended');
  }
  const live = await findLiveSession(db, claims.sessionId);
  if (!live) {
    // Its user was deactivated or closed the account: say so before the session is marked ended.
    const reason = await findSessionEndReason(db, claims.sessionId);
    await revokeSession(db, claims.sessionId, reason ?? 'expired');
    throw AppError.sessionEnded(reason ?? null);
  }
  const { token, tokenExpires } = await deps.tokens.signAccess({ userId: live.userId, sessionId: claims.sessionId });
  const nextRefreshToken = await deps.tokens.signRefresh({ sessionId: claims.sessionId, nonce }, expiresAt);
  return { token, refreshToken: nextRefreshToken, tokenExpires };
}

/** Ends the caller's session; its event streams, on any instance, close at once (ADR 0013). */
export async function logout(deps: SessionEndDeps, auth: { userId: number; sessionId: string }): Promise<void> {
  await revokeSession(deps.database.db, auth.sessionId, 'signedOut');
  deps.live.announce([auth.userId]);
}

/**
 * `PATCH /auth/me`: own fields, the profile (created when missing) and, for clients, the business
 * detail (created when missing), in one transaction: a failure anywhere changes nothing.
 */
export async function updateMe(deps: Deps, userId: number, input: UserUpdate): Promise<User> {
  const { db } = deps.database;
  const current = await requireUser(db, userId);
  assertKnownTimezone(input.timezone);
  const { businessDetail, profile, email: _email, password: _password, ...fields } = input;
  if (businessDetail && current.role.name !== 'client') throw AppError.forbidden('Only clients have a business detail');
  await withTransaction(db, async (tx) => {
    if (Object.keys(fields).length > 0) await updateUserRow(tx, userId, fields);
    if (profile) await saveProfileOfUser(tx, userId, current.role.name, profile);
    if (!businessDetail) return;
    const existing = await findBusinessDetailByUserId(tx, userId);
    if (existing) {
      await updateBusinessDetail(tx, existing.id, businessDetail);
      return;
    }
    const { orgName, industry, segment, headQuarters, teamSize } = businessDetail;
    if (!orgName || !industry || !segment || !headQuarters || !teamSize) {
      const missing = Object.fromEntries(
        (['orgName', 'industry', 'segment', 'headQuarters', 'teamSize'] as const)
          .filter((key) => !businessDetail[key])
          .map((key) => [`businessDetail.${key}`, `${key} should not be empty`]),
      );
      throw AppError.validation(missing);
    }
    await insertBusinessDetail(tx, userId, { orgName, industry, segment, headQuarters, teamSize });
  });
  return requireUser(db, userId);
}
