import { createHmac } from 'node:crypto';
import {
  ErrorKeys,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  PASSKEY_NAME_MAX,
  PASSKEYS_MAX,
  describeUserAgent,
  type Passkey,
  type PasskeyList,
  type PasskeyLoginOptions,
  type PasskeyLoginVerify,
  type PasskeyRegisterVerify,
  type PasskeyRegistrationOptions,
} from '@fractional/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { isActive, requireUserRow } from '../users/index.js';
import * as store from './passkeys.repository.js';

type Deps = Pick<AppDeps, 'config' | 'database'>;

const RP_NAME = 'Fractional';

/**
 * The relying party: the host of APP_URL is the RP ID and its origin the only origin a passkey
 * answer may come from. Browsers refuse an IP address as RP ID, so an APP_URL on a loopback address
 * (a local run) serves passkeys on http://localhost with the same port (docs/security.md#passkeys).
 */
export function relyingParty(appUrl: string): { rpID: string; origin: string } {
  const url = new URL(appUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle of an account: opaque and stable, so it says nothing about the user id. */
function userHandleOf(deps: Deps, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', deps.config.auth.jwtSecret).update(`passkey-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

const invalidPasskey = () => AppError.validation({ response: ErrorKeys.invalidPasskey });

/** The challenge an answer signed, read from its clientDataJSON; null when that is not readable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 256 ? challenge : null;
  } catch {
    return null;
  }
}

function toPasskey(row: store.ListedPasskey): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The name a passkey gets when none is given: the browser and system it was added on ("Chrome on Mac"). */
export function defaultPasskeyName(userAgent: string | null): string {
  const described = describeUserAgent(userAgent);
  return (described === 'Unknown device' ? 'Passkey' : described).slice(0, PASSKEY_NAME_MAX);
}

function expiresAt(): Date {
  return new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000);
}

/** The account export's list: the same as `GET /auth/passkeys`, read in the export's snapshot. */
export async function exportPasskeys(db: Database, userId: number): Promise<Passkey[]> {
  return (await store.listPasskeys(db, userId)).map(toPasskey);
}

/** `GET /auth/passkeys`: the caller's passkeys, newest first. */
export async function listPasskeys(deps: Deps, userId: number): Promise<PasskeyList> {
  return { data: (await store.listPasskeys(deps.database.db, userId)).map(toPasskey) };
}

/** `POST /auth/passkeys/register/options`: a discoverable credential with user verification, its challenge stored. */
export async function registrationOptions(deps: Deps, userId: number): Promise<PasskeyRegistrationOptions> {
  const { db } = deps.database;
  const user = await requireUserRow(db, userId);
  const existing = await store.credentialsOf(db, userId);
  if (existing.length >= PASSKEYS_MAX) throw AppError.conflict(`An account can have at most ${PASSKEYS_MAX} passkeys`);
  const { rpID } = relyingParty(deps.config.appUrl);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: userHandleOf(deps, userId),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await store.insertChallenge(db, options.challenge, 'register', userId, expiresAt());
  return { ...options };
}

/** `POST /auth/passkeys/register/verify`: checks the new credential against the caller's open challenge and keeps it. */
export async function registerPasskey(
  deps: Deps,
  userId: number,
  input: PasskeyRegisterVerify,
  userAgent: string | null,
): Promise<Passkey> {
  const { db } = deps.database;
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge || !(await store.takeChallenge(db, challenge, 'register', userId))) throw invalidPasskey();
  const { rpID, origin } = relyingParty(deps.config.appUrl);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw invalidPasskey();
  const { credential } = verification.registrationInfo;
  try {
    const row = await withTransaction(db, async (tx) => {
      if ((await store.countPasskeysLocked(tx, userId)) >= PASSKEYS_MAX) {
        throw AppError.conflict(`An account can have at most ${PASSKEYS_MAX} passkeys`);
      }
      return store.insertPasskey(tx, {
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        name: input.name ?? defaultPasskeyName(userAgent),
      });
    });
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error, 'user_passkeys_credential_id_key')) {
      throw AppError.validation({ response: ErrorKeys.passkeyExists });
    }
    throw error;
  }
}

/** `POST /auth/passkeys/login/options`: no account named, no credentials listed (discoverable passkeys). */
export async function loginOptions(deps: Deps): Promise<PasskeyLoginOptions> {
  const { rpID } = relyingParty(deps.config.appUrl);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await store.insertChallenge(deps.database.db, options.challenge, 'login', null, expiresAt());
  return { ...options };
}

/**
 * `POST /auth/passkeys/login/verify`: the answer must sign an open sign-in challenge (taken for good
 * either way) with a registered passkey, user verified, from APP_URL's origin, its counter grown.
 * Returns the user to open a session for; a passkey is both factors, so no second step follows.
 */
export async function verifyPasskeyLogin(deps: Deps, input: PasskeyLoginVerify): Promise<number> {
  const { db } = deps.database;
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge || !(await store.takeChallenge(db, challenge, 'login', null))) throw invalidPasskey();
  const passkey = await store.findByCredentialId(db, input.response.id);
  if (!passkey) throw invalidPasskey();
  const { rpID, origin } = relyingParty(deps.config.appUrl);
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => null);
  if (!verification?.verified) throw invalidPasskey();
  const user = await requireUserRow(db, passkey.userId);
  if (!isActive(user)) throw AppError.validation({ email: ErrorKeys.userInactive });
  if (!(await store.recordUse(db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter))) {
    throw invalidPasskey();
  }
  return passkey.userId;
}

/** `PATCH /auth/passkeys/{id}`: another user's passkey is a 404, as one that does not exist. */
export async function renamePasskey(deps: Deps, userId: number, id: string, name: string): Promise<Passkey> {
  const row = await store.renamePasskey(deps.database.db, userId, id, name);
  if (!row) throw AppError.notFound('Passkey not found');
  return toPasskey(row);
}

/** `DELETE /auth/passkeys/{id}`: the passkey signs in no more; another user's is a 404. */
export async function deletePasskey(deps: Deps, userId: number, id: string): Promise<void> {
  if (!(await store.deletePasskey(deps.database.db, userId, id))) throw AppError.notFound('Passkey not found');
}
