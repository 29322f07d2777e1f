import { createHash, randomInt } from 'node:crypto';
import {
  ErrorKeys,
  MFA_MAX_ATTEMPTS,
  MFA_TOKEN_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type MfaRequired,
  type RecoveryCodes,
  type TwoFactorDisable,
  type TwoFactorSetup,
  type TwoFactorVerify,
} from '@fractional/contract';
import { Secret, TOTP } from 'otpauth';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { twoFactorChangedMail } from '../../mail/account-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { isActive, requireUserRow } from '../users/index.js';
import { verifyPassword } from './passwords.js';
import * as store from './two-factor.repository.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>;

const ISSUER = 'Fractional';
// Recovery codes avoid look-alikes (0/o, 1/l/i): read off paper, typed back.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * Accepts a code of the step before, the current one or the next (clocks drift), once: the step it was
 * for is recorded, and a code of that step or an older one is refused ever after.
 */
async function acceptTotp(db: Database, userId: number, secret: string, code: string): Promise<boolean> {
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return store.consumeStep(db, userId, step);
}

/** Case, spaces and dashes do not matter in a recovery code. */
function recoveryHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A code from the app (6 digits) or an unused recovery code; false for anything else. */
function acceptEither(db: Database, row: store.TwoFactorRow, code: string): Promise<boolean> {
  return /^\d{6}$/.test(code)
    ? acceptTotp(db, row.userId, row.secret, code)
    : store.consumeRecoveryCode(db, row.userId, recoveryHash(code));
}

async function queueChangedMail(db: Database, deps: Deps, userId: number, enabled: boolean): Promise<void> {
  const user = await requireUserRow(db, userId);
  const { supportEmail } = deps.config.mail;
  await enqueueMail(db, twoFactorChangedMail({ to: user.email, firstName: user.firstName, supportEmail, enabled }));
}

/** `POST /auth/2fa/setup`: a new secret, off until `enable` proves the app has it; 409 while on. */
export async function setupTwoFactor(deps: Deps, userId: number): Promise<TwoFactorSetup> {
  const user = await requireUserRow(deps.database.db, userId);
  const secret = new Secret({ size: 20 }).base32;
  await withTransaction(deps.database.db, async (tx) => {
    if ((await store.lockTwoFactor(tx, userId))?.enabledAt) throw AppError.conflict('Two-step sign-in is already on');
    await store.saveSecret(tx, userId, secret);
  });
  return { secret, otpauthUrl: totpOf(secret, user.email).toString() };
}

/** `POST /auth/2fa/enable`: turns it on with a code of the secret set up last, and hands out the recovery codes once. */
export async function enableTwoFactor(deps: Deps, userId: number, code: string): Promise<RecoveryCodes> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await withTransaction(deps.database.db, async (tx) => {
    const row = await store.lockTwoFactor(tx, userId);
    if (!row) throw AppError.conflict('Set up two-step sign-in first');
    if (row.enabledAt) throw AppError.conflict('Two-step sign-in is already on');
    if (!(await acceptTotp(tx, userId, row.secret, code))) throw AppError.validation({ code: ErrorKeys.invalidCode });
    await store.markEnabled(tx, userId);
    await store.replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryHash));
    await queueChangedMail(tx, deps, userId, true);
  });
  deps.background.kick();
  return { recoveryCodes };
}

/** `POST /auth/2fa/disable`: the password (when the account has one) and a code or a recovery code. */
export async function disableTwoFactor(deps: Deps, userId: number, input: TwoFactorDisable): Promise<void> {
  const user = await requireUserRow(deps.database.db, userId);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    throw AppError.validation({ password: ErrorKeys.incorrectPassword });
  }
  await withTransaction(deps.database.db, async (tx) => {
    const row = await store.lockTwoFactor(tx, userId);
    if (!row?.enabledAt) throw AppError.conflict('Two-step sign-in is off');
    if (!(await acceptEither(tx, row, input.code))) throw AppError.validation({ code: ErrorKeys.invalidCode });
    await store.deleteTwoFactor(tx, userId);
    await queueChangedMail(tx, deps, userId, false);
  });
  deps.background.kick();
}

/** Whether signing in needs a second step. */
export async function needsSecondStep(db: Database, userId: number): Promise<boolean> {
  return Boolean((await store.findTwoFactor(db, userId))?.enabledAt);
}

/** The first step passed: a challenge for the second, as `{mfaRequired, mfaToken}`; no session yet. */
export async function startSecondStep(deps: Pick<Deps, 'database' | 'tokens'>, userId: number): Promise<MfaRequired> {
  const expiresAt = new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000);
  const challengeId = await withTransaction(deps.database.db, async (tx) => {
    await store.deleteStaleChallenges(tx, userId);
    return store.insertChallenge(tx, userId, expiresAt);
  });
  return { mfaRequired: true, mfaToken: await deps.tokens.signMfa({ challengeId, userId }, expiresAt) };
}

/**
 * `POST /auth/2fa/verify`: the second step. The challenge is locked, so racing attempts take turns; it
 * opens one session at most, takes MFA_MAX_ATTEMPTS wrong codes (each counted, committed) and expires.
 * Returns the user to open a session for.
 */
export async function finishSecondStep(
  deps: Pick<Deps, 'database' | 'tokens'>,
  input: TwoFactorVerify,
): Promise<number> {
  const claims = await deps.tokens.verifyMfa(input.mfaToken);
  const voidToken = () => AppError.validation({ mfaToken: ErrorKeys.invalidMfaToken });
  if (!claims) throw voidToken();
  const outcome = await withTransaction(deps.database.db, async (tx) => {
    const challenge = await store.lockChallenge(tx, claims.challengeId);
    const isOpen =
      challenge?.userId === claims.userId &&
      !challenge.usedAt &&
      challenge.expiresAt.getTime() > Date.now() &&
      challenge.failedAttempts < MFA_MAX_ATTEMPTS;
    if (!isOpen) return 'void' as const;
    const user = await requireUserRow(tx, claims.userId);
    if (!isActive(user)) return 'inactive' as const;
    const row = await store.lockTwoFactor(tx, claims.userId);
    if (!row?.enabledAt) return 'void' as const;
    const accepted = input.code
      ? await acceptTotp(tx, row.userId, row.secret, input.code)
      : await store.consumeRecoveryCode(tx, row.userId, recoveryHash(input.recoveryCode ?? ''));
    if (!accepted) {
      await store.countFailedAttempt(tx, claims.challengeId);
      return 'wrong' as const;
    }
    await store.markChallengeUsed(tx, claims.challengeId);
    return 'ok' as const;
  });
  if (outcome === 'void') throw voidToken();
  if (outcome === 'inactive') throw AppError.validation({ email: ErrorKeys.userInactive });
  if (outcome === 'wrong') throw AppError.validation({ [input.code ? 'code' : 'recoveryCode']: ErrorKeys.invalidCode });
  return claims.userId;
}
