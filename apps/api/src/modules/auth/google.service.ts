import { EmailSchema, ErrorKeys, NAME_MAX, Roles, Statuses, type GoogleLogin } from '@fractional/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import {
  findUserRowByEmail,
  findUserRowBySocialId,
  insertUser,
  isActive,
  updateUserRow,
  type UserRow,
} from '../users/index.js';
import { signInResult } from './auth.service.js';

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'userJson' | 'background'>;

/** A Google account vouched for by a verified ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}
export type IdTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

const JWKS_TIMEOUT_MS = 3000;
const CLOCK_TOLERANCE_SECONDS = 30;
const optionalText = z.string().optional().catch(undefined);
const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: EmailSchema,
  email_verified: z.unknown(),
  given_name: optionalText,
  family_name: optionalText,
  name: optionalText,
});

const invalidIdToken = () => AppError.validation({ idToken: ErrorKeys.invalidIdToken });

/**
 * One verifier per app: jose fetches Google's key set on first use and caches it (refetching on an
 * unknown `kid`, at most every 30 s). Without a client id every token is refused.
 */
export function createIdTokenVerifier(google: Config['google'], log: FastifyBaseLogger): IdTokenVerifier {
  const { clientId } = google;
  if (!clientId) return () => Promise.reject(AppError.validation({ idToken: ErrorKeys.googleDisabled }));
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS });

  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: google.issuers,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub', 'email'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (isKeySetFailure(error)) log.warn({ err: error }, 'Google key set unavailable: ID token not verified');
      throw invalidIdToken();
    }
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) throw invalidIdToken();
    if (claims.data.email_verified !== true) throw AppError.validation({ idToken: ErrorKeys.emailNotVerified });
    const { sub, email, given_name, family_name, name } = claims.data;
    const [first, ...rest] = (name ?? '').trim().split(/\s+/);
    return {
      sub,
      email,
      firstName: cleanName(given_name) ?? cleanName(first),
      lastName: cleanName(family_name) ?? cleanName(rest.join(' ')),
    };
  };
}

/** Our side failed to get the keys (network, timeout, bad answer), as opposed to a bad token. */
function isKeySetFailure(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return ['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'].includes(error.code);
}

function cleanName(value: string | undefined): string | null {
  const trimmed = value?.trim().slice(0, NAME_MAX);
  return trimmed ? trimmed : null;
}

/** `POST /auth/google/login`: signs in the account behind the token, linking or creating the user. */
export async function googleLogin(
  deps: Deps,
  verify: IdTokenVerifier,
  input: GoogleLogin,
  userAgent: string | null = null,
  ip?: string,
): Promise<string> {
  const identity = await verify(input.idToken);
  const { db } = deps.database;
  const role = input.role ?? 'contractor';
  let userId: number;
  try {
    userId = await findOrCreateUser(db, identity, role);
  } catch (error) {
    // Concurrent first sign-ins race on the unique indexes; the losers find the winner's row.
    if (!isUniqueViolation(error, 'users_email_lower_key') && !isUniqueViolation(error, 'users_provider_social_id_key'))
      throw error;
    userId = await findOrCreateUser(db, identity, role);
  }
  return signInResult(deps, userId, userAgent, ip);
}

async function findOrCreateUser(
  db: Database,
  identity: GoogleIdentity,
  role: 'client' | 'contractor',
): Promise<number> {
  const user = (await findUserRowBySocialId(db, identity.sub)) ?? (await findUserRowByEmail(db, identity.email));
  if (!user) return createGoogleUser(db, identity, role);
  if (!isActive(user)) throw AppError.validation({ email: ErrorKeys.userInactive });
  if (user.socialId !== identity.sub || !user.emailVerifiedAt) await linkGoogleAccount(db, user, identity.sub);
  return user.id;
}

/**
 * Links an existing e-mail to the Google account; the role is kept. A user with a password keeps
 * provider 'email' so e-mail sign-in still works. A different `sub` for the same verified e-mail
 * (the address moved to another Google account) replaces the old link: Google vouches for the
 * address now, just as a password-reset mail would, so the address counts as verified.
 */
async function linkGoogleAccount(db: Database, user: UserRow, sub: string): Promise<void> {
  await updateUserRow(db, user.id, {
    socialId: sub,
    provider: user.passwordHash ? user.provider : 'google',
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
  });
}

/** No profile and no business detail: the SPA sends the new user on to the sign-up form. */
async function createGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  role: 'client' | 'contractor',
): Promise<number> {
  const user = await insertUser(db, {
    email: identity.email,
    passwordHash: null,
    provider: 'google',
    socialId: identity.sub,
    emailVerifiedAt: new Date(),
    firstName: identity.firstName,
    lastName: identity.lastName,
    roleId: Roles[role].id,
    statusId: Statuses.active.id,
    agreedToTerms: false,
    agreedToPolicies: false,
  });
  return user.id;
}
